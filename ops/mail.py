"""The development mail backend: each message printed to the terminal as a person reads it.

Django's console backend prints the raw MIME message, whose Spanish text is quoted-printable:
lines are cut at 76 characters with a trailing ``=`` and accents become ``=C3=B3``, so the
confirmation link copied from the terminal of ``./scripts/run.sh`` comes out in two pieces. Here
the headers are decoded and every text part is printed as text, each line whole."""

from django.core.mail.backends import console

SHOWN_HEADERS = ("Subject", "From", "To", "Cc", "Reply-To", "Date")


class EmailBackend(console.EmailBackend):
    """Console mail, readable: decoded headers, then each text/plain part as it was written (an
    HTML alternative is only mentioned: its text is the same message)."""

    def write_message(self, message):
        msg = message.message()
        lines = [f"{name}: {msg[name]}" for name in SHOWN_HEADERS if msg[name]]
        lines.append("")
        for part in msg.walk():
            if part.is_multipart():
                continue
            kind = part.get_content_type()
            if kind == "text/plain":
                lines.append(part.get_content().rstrip("\n"))
            else:
                lines.append(f"[{kind}: {len(part.get_payload(decode=True) or b'')} bytes, not shown]")
        self.stream.write("\n".join(lines) + "\n")
        self.stream.write("-" * 79 + "\n")
