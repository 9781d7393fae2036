"""The event key and signed plans.

The head director keeps the event key (Ed25519, PEM, 0600) on their own computer; stations
pin its public half (64 hex digits) when they join the event. A signed plan travels as JSON:
``{"plan": <the canonical text>, "public_key": <hex>, "signature": <hex>}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.config.messages import ConfigError
from kiosk.config.url import check_pairings_source
from kiosk.core.plan import EventPlan, PlanError, canonical_plan, parse_plan
from kiosk.storage.files import atomic_write, read_regular_file

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

__all__ = [
    "SignedPlan",
    "check_plan",
    "create_event_key",
    "load_event_key",
    "public_key_hex",
    "read_signed_plan",
    "sign_plan",
]

_KEY_LIMIT = 16 << 10
SIGNED_LIMIT = 1 << 20  # a plan of 11 divisions and 1,000 stations is a few tens of KB


def public_key_hex(key: Ed25519PrivateKey) -> str:
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    return key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


def create_event_key(path: Path) -> Ed25519PrivateKey:
    """A new event key at ``path`` (refuses to replace one: stations pinned it)."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    if path.exists():
        raise FileExistsError(f"{path} exists: the event's stations pinned that key")
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    atomic_write(path, pem)
    return key


def load_event_key(path: Path) -> Ed25519PrivateKey:
    """The event key at ``path``; OSError or ValueError (not an Ed25519 key) otherwise."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    data = read_regular_file(path, _KEY_LIMIT)
    if len(data) > _KEY_LIMIT:
        raise ValueError(f"{path} is too large to be a key")
    try:
        loaded = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"{path} is not an event key: {exc}") from None
    if not isinstance(loaded, Ed25519PrivateKey):
        raise ValueError(f"{path} is not an Ed25519 event key")
    return loaded


def sign_plan(plan: EventPlan, key: Ed25519PrivateKey) -> dict[str, str]:
    """The plan, signed: its canonical text, the key's public half and the signature."""
    body = canonical_plan(plan)
    return {
        "plan": body.decode(),
        "public_key": public_key_hex(key),
        "signature": key.sign(body).hex(),
    }


@dataclass(frozen=True)
class SignedPlan:
    """A signed plan as read: the plan (None when unreadable, with ``problem``), the key it
    names and whether its signature verifies over its text."""

    plan: EventPlan | None
    body: str
    public_key: str | None
    signature_ok: bool
    problem: str = ""
    signature: str = ""

    def fields(self) -> dict[str, str]:
        """The signed plan as it travels (JSON fields)."""
        return {"plan": self.body, "public_key": self.public_key or "", "signature": self.signature}


def _verifies(public_key: str, signature: str, body: bytes) -> bool:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key)).verify(
            bytes.fromhex(signature), body
        )
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def check_plan(plan: EventPlan) -> EventPlan:
    """What the core's `parse_plan` cannot check without the station's settings: the plan's
    ``pairings`` is checked exactly as station.toml's ``[settings] pairings`` is (an http(s)
    address with a server name, or a full path). Raises `PlanError` saying why."""
    if plan.pairings:
        try:
            check_pairings_source(plan.pairings)
        except ConfigError as exc:
            raise PlanError(str(exc).replace("[settings] pairings", "pairings")) from None
    return plan


def read_signed_plan(data: bytes | str | dict[str, Any]) -> SignedPlan:
    """Read a signed plan from its JSON (or its decoded fields); never raises."""
    try:
        fields = data if isinstance(data, dict) else json.loads(data)
    except (ValueError, RecursionError) as exc:
        return SignedPlan(None, "", None, False, f"not JSON: {exc}")
    if not isinstance(fields, dict) or not isinstance(fields.get("plan"), str):
        return SignedPlan(None, "", None, False, "no plan in it")
    body = fields["plan"]
    try:
        plan = check_plan(parse_plan(json.loads(body)))
    except (ValueError, RecursionError, PlanError) as exc:
        return SignedPlan(None, body, None, False, str(exc))
    public_key = fields.get("public_key")
    signature = fields.get("signature")
    if not isinstance(public_key, str) or not isinstance(signature, str):
        return SignedPlan(plan, body, None, False)
    # the signature covers the canonical text: a body reformatted by hand no longer verifies
    canonical = canonical_plan(plan).decode() == body
    ok = canonical and _verifies(public_key, signature, body.encode())
    return SignedPlan(plan, body, public_key, ok, signature=signature)
