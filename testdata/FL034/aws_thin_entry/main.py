from jobs.job import run

run()
