"""The addresses in the station file, checked before they are used or saved: the central log's
and the pairings feed's."""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from pathlib import PurePosixPath, PureWindowsPath
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

from kiosk.config import messages as msg
from kiosk.config.messages import ConfigError
from kiosk.deferred import deferred

# loaded at first use (`kiosk.deferred`)
if TYPE_CHECKING:
    import sqlalchemy.engine as sa_engine
    import sqlalchemy.exc as sa_errors
else:
    sa_engine = deferred("sqlalchemy.engine")
    sa_errors = deferred("sqlalchemy.exc")

__all__ = ["CENTRAL_URL_LIMIT", "check_central_url", "check_pairings_source", "shown_source"]

CENTRAL_URL_LIMIT = 1000  # a real address is under 200 characters
_LABEL = re.compile(r"(?!-)[A-Za-z0-9_-]{1,63}(?<!-)")


def _server_name(host: str) -> bool:
    """True for an IP address or a host name the network can look up (RFC 1123; an
    underscore is let through, as many internal names have one)."""

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
    try:
        url = sa_engine.make_url(value)
        backend, port = url.get_backend_name(), url.port
    except (sa_errors.ArgumentError, ValueError, TypeError):
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


def shown_source(source: str) -> str:
    """A pairings source as a screen or a report shows it: an address's user name and
    password (``http://user:secret@tsh.local/...``) left out."""
    parts = urlsplit(source) if "://" in source else None
    if parts is None or "@" not in parts.netloc:
        return source
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"***@{host}"))


def check_pairings_source(value: object) -> str:
    """Where the station reads TSH's ``tourney.js`` ("" for nowhere): an ``http://`` or
    ``https://`` address with a server name, or the full path of the file (a share). Whether
    it is there is not checked: a share may be mounted later. Raises `ConfigError`."""
    where = "[settings] pairings"
    if not isinstance(value, str):
        raise ConfigError(msg.NOT_TEXT(section="settings", key="pairings", value=repr(value)))
    value = value.strip()
    if not value:
        return ""
    if len(value) > CENTRAL_URL_LIMIT:
        raise ConfigError(msg.TOO_LONG(what=where, limit=CENTRAL_URL_LIMIT))
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in value):
        raise ConfigError(msg.URL_SPACES(where=where))
    example = "http://192.168.1.20/tsh/html/tourney.js"
    scheme, found, _ = value.partition("://")
    if found and scheme.lower() in ("http", "https"):
        if " " in value:
            raise ConfigError(msg.URL_SPACES(where=where))
        parts = urlsplit(value)
        host = parts.hostname or ""
        if not host:
            raise ConfigError(msg.URL_NO_SERVER(where=where, example=example))
        if not _server_name(host):
            raise ConfigError(msg.URL_HOST(where=where, host=repr(host)))
        try:
            port = parts.port
        except ValueError:  # not a number, or out of range
            port_text = parts.netloc.rpartition(":")[2]
            if port_text.isdigit():
                raise ConfigError(msg.URL_PORT(where=where, port=int(port_text))) from None
            raise ConfigError(
                msg.AT(where=where, problem=f"the port {port_text!r} is not a number")
            ) from None
        if port is not None and not 0 < port < 65536:
            raise ConfigError(msg.URL_PORT(where=where, port=port))
        return value
    if found:
        raise ConfigError(
            msg.AT(
                where=where,
                problem=f"{scheme}:// cannot be read; write an http:// or https:// address "
                f"(e.g. {example}) or the full path of tourney.js",
            )
        )

    if not (PurePosixPath(value).is_absolute() or PureWindowsPath(value).is_absolute()):
        raise ConfigError(
            msg.AT(
                where=where,
                problem=f"{value!r} is neither an address nor a full path; write e.g. "
                f"{example} or /mnt/tsh/html/tourney.js",
            )
        )
    return value
