PYTHON ?= python
PROFILE ?= default
# the folders of the source documents, separated by spaces: make verify SOURCES="../shared/sources my_docs"
SOURCES ?= ../shared/sources
empty :=
space := $(empty) $(empty)
SOURCE_ARGS = $(foreach s,$(SOURCES),--sources $(s))
export PE_SOURCES := $(subst $(space),:,$(strip $(SOURCES)))

.PHONY: verify test quick clean

verify:            ## verify every claim, write reports/REPORT.md, report.json and figures
	$(PYTHON) -m suite verify --profile $(PROFILE) $(SOURCE_ARGS)

quick:             ## a faster verify (fewer Hypothesis examples)
	$(PYTHON) -m suite verify --profile quick $(SOURCE_ARGS)

test:              ## the test suite (tests that read documents use the SOURCES folders, via PE_SOURCES)
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
new-claim:         ## a claim skeleton: make new-claim NAME=name_stating_the_conclusion TOPIC=dot_product [DOC=file QUOTE="verbatim"]
	$(PYTHON) -m suite.newclaim "$$NAME" --topic "$$TOPIC" $(if $(DOC),--doc "$$DOC" --quote "$$QUOTE")
