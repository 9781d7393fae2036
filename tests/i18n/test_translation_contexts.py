"""Translation contexts follow the modules: a translator reads a context as one part of the
program (the station file's checks, the lexicon build, the audit chain...), never as a bag of
sentences from everywhere. Each context written in a declaration (``QT_TRANSLATE_NOOP``,
``Template``, ``translate``) belongs to the modules listed here; a widget's ``self.tr`` is in
its class's context, which Qt names."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DECLARING = frozenset({"QT_TRANSLATE_NOOP", "Template", "translate"})

# A context, and the modules (a path, or a folder ending in /) whose sentences it holds. What a
# station sends the fleet page keeps its context in kiosk/core/station_messages.py.
OWNERS: dict[str, tuple[str, ...]] = {
    "Alphabet": ("kiosk/core/alphabet.py",),
    "Audit": ("kiosk/audit/", "kiosk/ui/director/audit/"),
    "AuditChain": ("kiosk/audit/chain.py",),
    "AuditDetails": ("kiosk/ui/director/audit/details.py",),
    "AuditJobs": ("kiosk/director/audit_jobs.py",),
    "AuditTab": ("kiosk/ui/director/audit/tab.py",),
    "LexiconsTab": ("kiosk/ui/director/lexicons_tab.py",),
    "ProfilesTab": ("kiosk/ui/director/profiles_tab.py",),
    "CentralLog": ("kiosk/audit/central.py",),
    "Changes": ("kiosk/director/changes.py",),
    "Config": ("kiosk/config/",),
    "Consequence": ("kiosk/core/rules.py",),
    "DirectorService": ("kiosk/director/service.py",),
    "Fleet": ("kiosk/fleet/",),
    "Health": ("kiosk/health/", "kiosk/core/station_messages.py"),
    "Heartbeat": ("kiosk/audit/heartbeat.py",),
    "Hint": ("kiosk/core/procedure.py", "kiosk/core/snapshot.py"),
    "LexiconBuild": ("lexicon_build/",),
    "Lexicons": ("kiosk/lexicons/", "kiosk/core/station_messages.py"),
    "Pin": ("kiosk/director/pin.py",),
    # what stops a player's word being judged: the core's rules, and the station's state
    "Problem": ("kiosk/core/", "kiosk/event/follow.py", "kiosk/runtime/"),
    "Relay": ("kiosk/audit/relay.py", "kiosk/core/station_messages.py"),
    "Report": ("kiosk/audit/",),
    "Rule": ("kiosk/core/rules.py", "kiosk/ui/director/profiles_tab.py"),
    "Rulings": ("kiosk/core/rulings.py",),
    "Runtime": ("kiosk/runtime/", "kiosk/core/station_messages.py"),
    "SettingsTab": ("kiosk/ui/director/settings_tab.py",),
    "Storage": ("kiosk/storage/",),
    "Unrecorded": ("kiosk/audit/unrecorded.py",),
    "Words": ("kiosk/core/i18n.py",),
}


def declared_contexts() -> dict[str, set[str]]:
    """Each module's contexts, from its calls with a literal context and a literal text."""
    found: dict[str, set[str]] = {}
    for folder in ("kiosk", "lexicon_build"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            module = str(path.relative_to(ROOT))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or len(node.args) < 2:
                    continue
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                context, text = node.args[:2]
                if (
                    name in DECLARING
                    and isinstance(context, ast.Constant)
                    and isinstance(context.value, str)
                    and isinstance(text, ast.Constant)
                    and isinstance(text.value, str)
                ):
                    found.setdefault(module, set()).add(context.value)
    return found


def test_every_context_is_declared_only_by_the_modules_it_belongs_to():
    wrong = sorted(
        (module, context)
        for module, contexts in declared_contexts().items()
        for context in contexts
        if not any(module.startswith(owner) for owner in OWNERS.get(context, ()))
    )
    assert wrong == [], "map the context to its module in OWNERS, or choose the module's own"


def test_no_context_is_left_without_a_module():
    used = {c for contexts in declared_contexts().values() for c in contexts}
    assert set(OWNERS) - used == set()


def test_the_scan_sees_the_declarations():
    found = declared_contexts()
    assert found["kiosk/config/messages.py"] == {"Config"}
    assert found["lexicon_build/readers/dawg.py"] == {"LexiconBuild"}
    assert "Director" not in {c for contexts in found.values() for c in contexts}
