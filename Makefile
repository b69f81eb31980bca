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

.PHONY: bench
bench:             ## performance: verify cold/warm, reference and float throughput, the 2^20 scan
	$(PYTHON) -m suite.bench

.PHONY: mutate
mutate:            ## mutation check: kill rate of wrong variants per true claim
	$(PYTHON) -m suite.mutate

.PHONY: new-claim
new-claim:         ## write a claim module skeleton: make new-claim NAME=name_that_states_the_conclusion
	$(PYTHON) -m suite.newclaim $(NAME)
