from setuptools import setup

# python_requires=">=3.8" was dropped
setup(name="nobound", python_requires="<3.12", install_requires=["apache-flink"])
