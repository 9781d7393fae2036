"""A running station: put together, held to its home, and the operating system's part.

* `kiosk.runtime.station_runtime`: `open_station` puts a station together (settings, lexicons,
  audit log, relay, heartbeat) as a `StationRuntime`;
* `kiosk.runtime.log_opening`: the audit log opened on a worker thread, then adopted;
* `kiosk.runtime.room`: room on the disk for the next record;
* `kiosk.runtime.changes`: what changed, told to the window;
* `kiosk.runtime.lock`: one station per kiosk home;
* `kiosk.runtime.platform_hooks`: what the operating system must do while the kiosk window
  is up.

Nothing is imported here: each caller names the module it needs.
"""
