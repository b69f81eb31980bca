PYTHON ?= python
PROFILE ?= default
SOURCES ?= ../shared/sources

.PHONY: verify test quick clean

verify:            ## verify every claim, write reports/REPORT.md, report.json and figures
	$(PYTHON) -m suite verify --profile $(PROFILE) --sources $(SOURCES)

quick:             ## a faster verify (fewer Hypothesis examples)
	$(PYTHON) -m suite verify --profile quick --sources $(SOURCES)

test:              ## the test suite
	$(PYTHON) -m pytest -q tests

clean:
	rm -rf reports/partial .pytest_cache .hypothesis
