"""Structured logs: one JSON object per line (for stderr in production, read by the log collector)."""

import json
import logging
import traceback
from datetime import UTC, datetime

# Attributes every LogRecord has; anything else was passed with `extra=` and is worth keeping.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """Formats a record as one line of JSON: time, level, logger, message, request and traceback."""

    def format(self, record):
        entry = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        request = getattr(record, "request", None)
        if request is not None and hasattr(request, "method"):
            entry["method"] = request.method
            entry["path"] = request.path
        status = getattr(record, "status_code", None)
        if status is not None:
            entry["status"] = status
        if record.exc_info:
            entry["exception"] = "".join(traceback.format_exception(*record.exc_info)).rstrip()
        for key, value in vars(record).items():
            if key not in _STANDARD and key not in entry and key not in {"request", "status_code"}:
                entry[key] = value if isinstance(value, str | int | float | bool | None) else repr(value)
        return json.dumps(entry, ensure_ascii=False)


class ClientErrorsAreWarnings(logging.Filter):
    """Django logs a bad Host header (``DisallowedHost``) and the other suspicious requests it
    answers with 400 at ERROR, with a traceback: they are the client's fault, expected on any
    public site, and must not page anyone. Such records pass as warnings, without traceback."""

    def filter(self, record):
        if (
            record.levelno >= logging.ERROR
            and record.name.startswith("django.security.")
            and getattr(record, "status_code", 400) < 500
        ):
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info = record.exc_text = None
        return True
