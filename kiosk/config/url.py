"""The central log's address in the station file: checked before it is used or saved."""

from __future__ import annotations

import re
import unicodedata

from kiosk.config import messages as msg
from kiosk.config.messages import ConfigError

__all__ = ["CENTRAL_URL_LIMIT", "check_central_url"]

CENTRAL_URL_LIMIT = 1000  # a real address is under 200 characters
_LABEL = re.compile(r"(?!-)[A-Za-z0-9_-]{1,63}(?<!-)")


def _server_name(host: str) -> bool:
    """True for an IP address or a host name the network can look up (RFC 1123; an
    underscore is let through, as many internal names have one)."""
    import ipaddress  # only when an address is set

    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    labels = host.removesuffix(".").split(".")
    return 0 < len(host) <= 253 and all(_LABEL.fullmatch(label) for label in labels)


def check_central_url(value: str) -> str:
    """The central log address as the station will use it ("" for none).

    It must be a PostgreSQL address, ``postgresql://`` or
    ``postgresql+psycopg://user[:password]@host[:port]/database``; the plain
    form is given the psycopg driver the station ships with. Raises
    `ConfigError` naming the setting and what is wrong.
    """
    value = value.strip()
    if not value:
        return ""
    where = "[settings] central_url"
    example = "postgresql+psycopg://user@server:5432/challenges"
    if len(value) > CENTRAL_URL_LIMIT:
        raise ConfigError(msg.TOO_LONG(what=where, limit=CENTRAL_URL_LIMIT))
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value) or " " in value:
        raise ConfigError(msg.URL_SPACES(where=where))
    from sqlalchemy.engine import make_url  # only when an address is set
    from sqlalchemy.exc import ArgumentError

    try:
        url = make_url(value)
        backend, port = url.get_backend_name(), url.port
    except (ArgumentError, ValueError, TypeError):
        raise ConfigError(
            msg.URL_NOT_ADDRESS(where=where, value=repr(value), example=example)
        ) from None
    if backend != "postgresql":
        raise ConfigError(
            msg.URL_NOT_POSTGRESQL(where=where, driver=repr(url.drivername), example=example)
        )
    if url.drivername not in ("postgresql", "postgresql+psycopg"):
        raise ConfigError(msg.URL_DRIVER(where=where, driver=repr(url.drivername)))
    if not url.host:
        raise ConfigError(msg.URL_NO_SERVER(where=where, example=example))
    bad_host = next((h for h in url.host.split(",") if not _server_name(h)), None)
    if bad_host is not None:  # libpq takes a list of servers, separated by commas
        raise ConfigError(msg.URL_HOST(where=where, host=repr(bad_host)))
    if not url.database:
        raise ConfigError(msg.URL_NO_DATABASE(where=where, example=example))
    if port is not None and not 0 < port < 65536:
        raise ConfigError(msg.URL_PORT(where=where, port=port))
    return url.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)
