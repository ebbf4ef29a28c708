# SPDX-License-Identifier: MIT
"""Builds the extension skedaddle._skedaddle with the project's CMake (Release, in
<repository>/build/wheel) for the wheel; the version is the CMake project's."""

import os
import pathlib
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent


def project_version():
    text = (ROOT / "CMakeLists.txt").read_text()
    return re.search(r"project\(skedaddle VERSION ([0-9.]+)", text).group(1)


class CMakeBuild(build_ext):
    """Configures and builds the target skedaddle_python, then copies the module into the
    wheel's tree."""

    def build_extension(self, ext):
        build = ROOT / "build" / "wheel"
        env = dict(os.environ)
        env.setdefault("CCACHE_BASEDIR", str(ROOT))
        env.setdefault("CCACHE_NOHASHDIR", "true")
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), "-G", "Ninja",
                        "-DCMAKE_BUILD_TYPE=Release", "-DSKEDADDLE_PYTHON=ON",
                        "-DSKEDADDLE_BUILD_TESTS=OFF", "-DSKEDADDLE_BUILD_BENCH=OFF",
                        "-DSKEDADDLE_BUILD_APPS=OFF", "-DSKEDADDLE_API_DOCS=OFF",
                        f"-DPython3_EXECUTABLE={sys.executable}"], check=True, env=env)
        subprocess.run(["cmake", "--build", str(build), "--target", "skedaddle_python",
                        "-j", "2"], check=True, env=env)
        built = next((build / "python" / "skedaddle").glob("_skedaddle*.so"))
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(version=project_version(),
      packages=["skedaddle"],
      package_data={"skedaddle": ["py.typed", "*.pyi"]},
      ext_modules=[Extension("skedaddle._skedaddle", sources=[])],
      cmdclass={"build_ext": CMakeBuild})
