"""The event's pairings, read from TSH's ``tourney.js``: which game is played at a table.

Qt-free and database-free, so the station's screens, its records, the command line and the
fleet page all use the same values:

* `kiosk.pairings.feed`: the feed parsed into frozen values (no password, no photo kept);
* `kiosk.pairings.source`: fetching it from an http(s) address or a file, bounded and
  conditional;
* `kiosk.pairings.poller`: the station's copy kept current every 15 s, the last good one kept;
* `kiosk.pairings.match`: a physical table matched to its game (`TableMatch`);
* `kiosk.pairings.arguments` and `kiosk.pairings.commands`: ``challenge-kiosk pairings show``.

Nothing is imported here: the command line loads `arguments` for every command, and only
that.
"""
