"""A station's health: checked by the station itself, and told to the head director.

* `kiosk.health.selftest`: ``challenge-kiosk --self-test``, every check without a screen;
* `kiosk.health.heartbeat`: what the station's heartbeat says and what it hears back.

Nothing is imported here: each caller names the module it needs.
"""
