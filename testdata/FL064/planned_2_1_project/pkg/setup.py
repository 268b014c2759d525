from setuptools import find_packages, setup

setup(
    name="pipelines",
    packages=find_packages(),
    python_requires=">=3.7, <3.12",  # want "FL064" msg="the project states Python >=3.7, <3.12 \(setup.py's python_requires\), which includes Python 3.7; PyFlink on the planned Flink 2.1 requires Python >=3.9 \(release-2.1.2-rc1's python_requires\): raise the lower bound to 3.9"
    install_requires=["apache-flink==1.18.1"],
)
