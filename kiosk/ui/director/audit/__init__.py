"""The director's audit viewer: read, filter, search, verify, annotate and export the log.

* `tab`: the viewer itself (`AuditTab`), which the director's panel shows;
* `filter_bar` and `filters`: the filters as controls, and what they mean (no Qt);
* `model`: the table's rows, a page at a time; `details`: a record in full, and notes;
* `action_bar`: the buttons and what they report; `ops`: its work off the GUI thread;
* `fit`: type size and rows of controls that wrap, at any screen size.

Nothing is imported here: each caller names the module it needs.
"""
