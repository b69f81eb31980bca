# the project's .venv when there is one (activated or not), else python, else python3
PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,$(if $(shell command -v python 2>/dev/null),python,python3))
PROFILE ?= default
# the folders of the source documents, separated by spaces: make verify SOURCES="../shared/sources my_docs"; without
# SOURCES, the folders the project remembers (sources = [...] in pe-verify.toml or pyproject.toml's [tool.pe-verify]),
# else ../shared/sources
SOURCES ?=
empty :=
space := $(empty) $(empty)
SOURCE_ARGS = $(foreach s,$(SOURCES),--sources $(s))
ifeq ($(strip $(SOURCES)),)
# the folders the project's commands read (PE_SOURCES as given, else the remembered ones, else ../shared/sources),
# absolute, for the tests and the claims that read documents from another folder
export PE_SOURCES := $(shell $(PYTHON) -c "from suite.sources import resolved_folders; print(resolved_folders())" 2>/dev/null)
else
export PE_SOURCES := $(subst $(space),:,$(strip $(SOURCES)))
endif

.PHONY: verify test quick clean

# more options of `python -m suite verify`, e.g. make verify VERIFY_ARGS='-k norm -q' (docs/running.md)
VERIFY_ARGS ?=

verify:            ## verify every claim, write reports/REPORT.md, report.json and figures
	$(PYTHON) -m suite verify --profile $(PROFILE) $(SOURCE_ARGS) $(VERIFY_ARGS)

quick:             ## a faster verify (fewer Hypothesis examples), written to reports/partial/
	$(PYTHON) -m suite verify --profile quick --out reports/partial $(SOURCE_ARGS) $(VERIFY_ARGS)

# the tests run in parallel (pytest-xdist), TEST_WORKERS processes (auto: one per CPU core; 1 on one core); tests that
# must not run at the same time, or that share a module's fixture, are grouped, and the longest are handed out
# first (tests/conftest.py; --dist loadgroup, --no-loadscope-reorder keeps that order)
TEST_WORKERS ?= auto

test:              ## the linter (ruff, [tool.ruff] in pyproject.toml), then the test suite (tests that read documents use the SOURCES folders, via PE_SOURCES)
	$(PYTHON) -m ruff check --quiet .
	HYPOTHESIS_STORAGE_DIRECTORY="$${HYPOTHESIS_STORAGE_DIRECTORY:-$(CURDIR)/.cache/hypothesis}" \
	$(PYTHON) -m pytest -q -n $(TEST_WORKERS) --dist loadgroup --no-loadscope-reorder tests

clean:
	rm -rf reports/partial .pytest_cache .hypothesis .cache/hypothesis

.PHONY: corpus
corpus:            ## the reader on the corpus of real documents (tests/corpus): reports/CORPUS.md
	$(PYTHON) -m suite corpus

.PHONY: bench
bench:             ## performance: verify cold/warm, reference and float throughput, the 2^20 scan
	$(PYTHON) -m suite bench

.PHONY: mutate
mutate:            ## mutation check: kill rate of wrong variants per true claim
	$(PYTHON) -m suite mutate

# DOC, QUOTE and STATEMENT reach new-claim through the environment as typed: $(value ...) keeps make from expanding
# the $ of their LaTeX, so make new-claim ... QUOTE='the norm is $\sqrt{d/2}$' passes the quote verbatim (in single
# quotes, so that the shell leaves the $ alone too)
ifdef DOC
override DOC := $(value DOC)
export DOC
endif
ifdef QUOTE
override QUOTE := $(value QUOTE)
export QUOTE
endif
ifdef STATEMENT
override STATEMENT := $(value STATEMENT)
export STATEMENT
endif

.PHONY: new-claim
new-claim:         ## a claim skeleton: NAME=name_stating_the_conclusion TOPIC=dot_product [DOC=file QUOTE='verbatim'] [ANYWAY=1]
	$(PYTHON) -m suite new-claim "$$NAME" --topic "$$TOPIC" $(if $(DOC)$(QUOTE),--doc "$$DOC" --quote "$$QUOTE") \
	    $(if $(STATEMENT),--statement "$$STATEMENT") $(if $(ANYWAY),--anyway)

.PHONY: html
html:              ## the HTML reading view, reports/html/index.html, from the last report (make verify writes it too)
	$(PYTHON) -m suite html $(SOURCE_ARGS)

# the lock: exact versions of every package for reproducible reports (Python 3.11, Linux x86_64)
LOCK_PYTHON ?= python3.11
LOCK_VENV ?= /tmp/pe-verify-lock-venv
# the constraints the new lock starts from: the current lock (its versions are kept where the ranges
# in pyproject.toml allow them); UPGRADE=1 starts from nothing: the newest versions the ranges allow
LOCK_FROM ?= $(if $(UPGRADE),,$(wildcard constraints.txt))

.PHONY: lock
lock:              ## regenerate constraints.txt: a fresh venv, pip install -e '.[dev]' (keeping locked versions; UPGRADE=1: newest), pip freeze
	rm -rf $(LOCK_VENV)
	$(LOCK_PYTHON) -m venv $(LOCK_VENV)
	$(LOCK_VENV)/bin/python -m pip install --quiet $(if $(LOCK_FROM),-c $(LOCK_FROM)) -e '.[dev]'
	{ echo "# The locked versions of every package pe-verify installs (transitive ones included), for"; \
	  echo "# Python 3.11 on Linux x86_64: CI and the README's set-up command install from this file,"; \
	  echo "#   python -m pip install -c constraints.txt -e '.[dev]'"; \
	  echo "# so that the report is reproducible (pyproject.toml says only what the package needs)."; \
	  echo "# Made by 'make lock', do not edit: a fresh venv ($(LOCK_PYTHON) -m venv), then"; \
	  echo "# 'pip install -c constraints.txt -e .[dev]' (the versions already locked are kept where the"; \
	  echo "# ranges allow; 'make lock UPGRADE=1' takes the newest they allow), then"; \
	  echo "# 'pip freeze --exclude-editable'."; \
	  $(LOCK_VENV)/bin/python -m pip freeze --exclude-editable; } > constraints.txt.tmp
	mv constraints.txt.tmp constraints.txt
	rm -rf $(LOCK_VENV)
