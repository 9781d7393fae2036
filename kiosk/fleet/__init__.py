"""The fleet view: the whole event on one web page for the head director (no Qt).

What it shows: every station as a card (online or offline from its heartbeat's
age, free or busy, each division's lexicon name, short fingerprint and rule,
relay backlog, chain status against its signed heads, problems); lexicon alarms
(the same division or lexicon name with different word lists, or not the
lexicon the head director expects);
flagged records across stations (possible split lookups with their receipts,
records added after a NOT RECORDED verdict, central divergences, rulings,
annotations), the newest adjudications, adjudications per hour and division,
the busiest stations, and a search by receipt code or word.

How it stays read-only: it only runs SELECT statements (`kiosk.fleet.reader`),
every PostgreSQL session it opens is ``default_transaction_read_only``, and it
is meant to connect as a role granted SELECT only (docs/fleet.md has the SQL).
It never migrates the schema. The expected lexicons are stored by a separate
command (``challenge-kiosk fleet expect``), run with a role that may insert.

Modules: `model` (cards and alarms, pure), `stats` (per hour, pure), `reader`
(SQL), `auth` (password and sessions), `web` (the Starlette app), `words` (the pages'
language, ``--language``: Qt's translations passed in, never imported), `commands` (CLI).
"""
