"""Views of the teachers' area, one module per audience and permission model.

- ``access``: the private area's rules (signed in, «soy profesor», the class's teacher or the
  thing's owner, else 404) and confirmation pages; ``home``, ``exercises`` (the builder),
  ``sets``, ``classes`` (with their reports) and ``removal`` (one «Borrar» and one «Recuperar»
  for every kind) are the teacher's own pages and use them.
- ``public``: pages for whoever holds a link or a code (the unguessable token is the key).
- ``students``: a class's members and their tasks.

Views stay thin: find the object, call a flow in ``teachers.flows``, render.
"""
