"""The deferred-import idiom (`kiosk.deferred`): a module named at a file's top is loaded at
its first attribute read, from any thread, and never read half made."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.conftest import REPO


def run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_deferred_module_loads_at_its_first_use_not_before():
    out = run(
        """
        import sys
        from kiosk.deferred import deferred
        records = deferred("kiosk.audit.records")
        print("kiosk.audit.records" in sys.modules)
        print(records.EventKind.ADJUDICATION.value)
        print("kiosk.audit.records" in sys.modules)
        """
    )
    assert out.splitlines() == ["False", "adjudication", "True"]


def test_threads_that_first_use_it_at_once_all_see_the_whole_module():
    out = run(
        """
        import threading
        from kiosk.deferred import deferred
        store = deferred("kiosk.audit.store")
        seen, start = [], threading.Barrier(8)
        def use():
            start.wait()
            seen.append(store.AuditLog.__name__)
        threads = [threading.Thread(target=use) for _ in range(8)]
        for t in threads: t.start()
        for t in threads: t.join()
        print(sorted(set(seen)), len(seen))
        """
    )
    assert out == "['AuditLog'] 8"


def test_the_station_paints_before_the_database_layer_loads():
    out = run(
        """
        import sys
        import kiosk.runtime.station_runtime
        print(sorted(m for m in ("kiosk.audit.records", "kiosk.audit.store", "sqlalchemy")
                     if m in sys.modules))
        """
    )
    assert out == "[]"
