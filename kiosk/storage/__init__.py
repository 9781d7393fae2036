"""Where the station keeps its files, and how it writes them.

* `kiosk.storage.paths`: the kiosk home, the machine's name, the bundled assets;
* `kiosk.storage.files`: private files written whole, read within a limit, room set aside.

Nothing is imported here: each caller names the module it needs.
"""
