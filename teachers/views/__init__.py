"""Views of the teachers' area, one module per audience and permission model.

- ``access``: the private area's rules (signed in, «soy profesor», owner of the thing, else 404),
  confirmation pages; ``home``, ``exercises`` (the builder), ``sets`` and ``classes`` (with their
  reports) are the teacher's own pages and use them.
- ``public``: pages for whoever holds a link or a code (the unguessable token is the key).
- ``students``: a class's members and their tasks.

Views stay thin: find the object, call a flow in ``teachers.flows``, render.
"""
