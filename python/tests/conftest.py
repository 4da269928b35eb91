"""What the Python tests find: the sources, the handaudit executable, the
corpus, as ctest gives them (python/CMakeLists.txt) or beside the sources."""

import json
import os
import pathlib
import subprocess

import pytest

SOURCE = pathlib.Path(os.environ.get("HANDAUDIT_SOURCE", pathlib.Path(__file__).resolve().parents[2]))
BUILD = pathlib.Path(os.environ.get("HANDAUDIT_BUILD", SOURCE / "build"))
BIN = pathlib.Path(os.environ.get("HANDAUDIT_BIN", BUILD / "handaudit"))
CORPUS = pathlib.Path(os.environ.get("HANDAUDIT_CORPUS", SOURCE.parent / "shared" / "corpus"))
PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3"


def run_cli(*args: str) -> str:
    """The executable's standard output (exit status 0 or 1 both fine)."""
    done = subprocess.run([str(BIN), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    assert done.returncode in (0, 1, 3), done.stderr.decode()
    return done.stdout.decode("utf-8", "surrogateescape")


def cli_objects(*paths: str, options=()) -> list:
    """The objects of `handaudit audit --format json PATHS`, the summary last."""
    out = run_cli("audit", "--format", "json", "--fail-on", "never", "-q", *options, *paths)
    return [json.loads(line) for line in out.split("\n") if line]


@pytest.fixture(scope="session")
def corpus_pokerstars() -> str:
    folder = CORPUS / "pokerstars"
    if not folder.is_dir():
        pytest.skip(f"no corpus at {CORPUS}")
    return str(folder)


@pytest.fixture(scope="session")
def samples() -> str:
    return str(SOURCE / "samples")
