"""The module as users get it: the README's example, `cmake --install`, and
pip into a virtual environment."""

import os
import re
import subprocess
import sys

import pytest

from conftest import BUILD, PYTHON, SOURCE, cli_objects

pytestmark = pytest.mark.skipif(not (BUILD / "CMakeCache.txt").exists(), reason=f"no CMake build at {BUILD}")


def run_python(python, code, cwd, pythonpath=None):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    return subprocess.run([python, "-c", code], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, check=True).stdout


def readme_example():
    text = (SOURCE / "README.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- python example -->\s*```python\n(.*?)```", text, re.S)
    assert found, "no ```python block after <!-- python example --> in README.md"
    return found.group(1)


def test_the_readme_example_runs_and_prints_the_findings():
    code = readme_example()
    assert len(code.strip().split("\n")) <= 10
    out = run_python(sys.executable, code, SOURCE, os.environ.get("PYTHONPATH"))
    import handaudit

    frame = handaudit.findings_frame(str(SOURCE / "samples"))
    assert out.startswith(f"{len(frame)} findings; ")
    assert "260400000001 11 raise-below-minimum raise to at least $2.50 / raise to $2.00\n" in out


def test_cmake_install_puts_an_importable_package_under_the_prefix(tmp_path):
    subprocess.run(["cmake", "--install", str(BUILD), "--prefix", str(tmp_path)], check=True,
                   stdout=subprocess.DEVNULL)
    site = next(tmp_path.glob("lib/python3*/site-packages"))
    assert (site / "handaudit" / "__init__.pyi").exists() and (site / "handaudit" / "py.typed").exists()
    out = run_python(PYTHON, "import handaudit, handaudit.dask; print(handaudit.__file__, len(handaudit.rules()))",
                     tmp_path, str(site))
    assert out.startswith(str(site / "handaudit" / "__init__.py"))


def test_pip_installs_the_source_tree_into_a_virtual_environment(tmp_path):
    venv = tmp_path / "v"
    subprocess.run([PYTHON, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    env = dict(os.environ, HANDAUDIT_BUILD_DIR=str(BUILD), PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("PYTHONPATH", None)
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--no-build-isolation", str(SOURCE)], env=env,
                   check=True, cwd=tmp_path)
    code = ("import handaudit; print(handaudit.__file__); "
            f"print(sum(len(h['findings']) for h in handaudit.audit({str(SOURCE / 'samples')!r})))")
    out = run_python(str(venv / "bin" / "python"), code, tmp_path)
    where, findings = out.split()
    assert where.startswith(str(venv))
    assert int(findings) == sum(len(o["findings"]) for o in cli_objects(str(SOURCE / "samples"))[:-1]) == 23
