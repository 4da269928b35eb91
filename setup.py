"""pip's way to the Python module: CMake builds python/ (the target
handaudit_python, linked with the project's own libraries) and setuptools
packages python/handaudit/ with it.

    /usr/bin/python3 -m venv --system-site-packages v
    v/bin/pip install --no-build-isolation ./

HANDAUDIT_BUILD_DIR=DIR builds in that CMake build tree (an existing one,
such as build/, is only brought up to date) instead of a fresh one under
build/pip/. No download: pybind11, setuptools and the rest are Debian's.
"""

import os
import pathlib
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE = pathlib.Path(__file__).resolve().parent
(SOURCE / "build").mkdir(exist_ok=True)  # egg_base below


def version() -> str:
    text = (SOURCE / "CMakeLists.txt").read_text(encoding="utf-8")
    return re.search(r"project\(handaudit VERSION ([0-9.]+)", text).group(1)


class CMakeBuild(build_ext):
    def build_extension(self, ext: Extension) -> None:
        build = pathlib.Path(os.environ.get("HANDAUDIT_BUILD_DIR") or SOURCE / "build" / "pip" / "cmake").resolve()
        if not (build / "CMakeCache.txt").exists():
            subprocess.check_call(["cmake", "-S", str(SOURCE), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                                   "-DHANDAUDIT_BUILD_TESTS=OFF", "-DHANDAUDIT_BUILD_BENCH=OFF",
                                   f"-DPython3_EXECUTABLE={sys.executable}"])
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 1)
        subprocess.check_call(["cmake", "--build", str(build), "--target", "handaudit_python", "-j", jobs])
        built = sorted((build / "python" / "handaudit").glob("_handaudit*.so"))
        if not built:
            raise RuntimeError(f"no Python module in {build}/python/handaudit: is pybind11-dev installed?")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built[0], target)


setup(
    name="handaudit",
    version=version(),
    description="Audits poker hand histories against the rules of the game",
    packages=["handaudit"],
    package_dir={"": "python"},
    package_data={"handaudit": ["*.pyi", "py.typed"]},
    ext_modules=[Extension("handaudit._handaudit", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    options={"build": {"build_base": str(SOURCE / "build" / "pip")}, "egg_info": {"egg_base": str(SOURCE / "build")}},
    python_requires=">=3.9",
)
