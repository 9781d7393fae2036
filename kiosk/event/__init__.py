"""The event plan across the fleet: signed by the head director, published to the central
database with its lexicons, fetched, checked, staged and followed by every station.

`kiosk.core.plan` decides (Qt-free, no I/O); this package signs, stores and fetches.
"""
