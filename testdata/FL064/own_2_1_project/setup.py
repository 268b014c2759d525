from setuptools import setup

setup(
    name="orders",
    python_requires="~=3.8",  # want "FL064" level=warning msg="the project states Python ~=3.8 \(setup.py's python_requires\), which includes Python 3.8; PyFlink on Flink 2.1 requires Python >=3.9"
    install_requires=["apache-flink==2.1.0"],
)
