"""The event plan across the fleet: signed by the head director, published to the central
database with its lexicons, fetched, checked, staged and followed by every station.

`kiosk.core.plan` decides (Qt-free, no I/O); this package signs, stores and fetches.
"""

# Where a station keeps its membership and the plans it accepted, in its home: named here so
# that a station that joined no event finds out without loading the event code.
EVENT_FILE = "event.json"
PLANS_FOLDER = "event-plans"
