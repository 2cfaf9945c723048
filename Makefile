# The two commands a fresh machine needs:
#   make tutorial   set everything up and open the tutorial in JupyterLab
#   make test       run every test (pytest: engine, widget, front end via vitest, notebooks, browser)
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
# One build writes every game's bundle and every part (js/build.mjs finds them by folder);
# widget.js stands for them all, so a new game's bundle needs no line here.
BUNDLE := potion_widget/static/widget.js
JS_SRC := $(shell find js/src js/tools -type f 2>/dev/null) js/build.mjs js/package.json

.PHONY: setup js chromium tutorial test test-js wheels bench bench-count bench-widget golden notebooks clean \
        site test-site

setup: $(STAMP) $(BUNDLE)

$(STAMP): pyproject.toml js/package-lock.json
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

js/node_modules/.package-lock.json: js/package-lock.json
	cd js && npm ci --no-audit --no-fund

# Editing js/ does not re-run the install-time build (it skips an existing bundle): rebuild here.
$(BUNDLE): js/node_modules/.package-lock.json $(JS_SRC)
	cd js && npm run --silent build

js: $(BUNDLE)

# JupyterLab refuses to run as root unless told it may (containers, CI machines).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

# The learner's copies of the lessons (one notebook per lesson, in LESSON_LANGUAGE, the rules
# beside them) in an untracked folder the learner owns, and JupyterLab opened there: running a
# lesson never changes the authors' notebooks/. A copy already there is the learner's: kept.
LESSON_LANGUAGE ?= en
MY_LESSONS ?= my-lessons/$(LESSON_LANGUAGE)
# LAB_CONFIG's defaults hide the file browser's Modified column: at 1024 px it cut the lessons'
# names (the browser tests' JupyterLab reads the same folder).
LAB_CONFIG := $(CURDIR)/potion_widget/data/lab
tutorial: setup
	$(PY) -m potion_widget.lessons.tutorial $(MY_LESSONS) --language $(LESSON_LANGUAGE)
	cd $(MY_LESSONS) && JUPYTER_CONFIG_PATH=$(LAB_CONFIG)$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH} \
	  $(CURDIR)/$(VENV)/bin/jupyter lab $(ROOT_FLAG) 00_the_game.ipynb

test-js: setup
	cd js && npm test --silent

# The browser tests drive Debian's chromium; as root, install it when it is missing.
# A Japanese font too: the boards in Japanese are drawn and measured (tests/browser/test_languages_fit.py).
chromium:
	@{ command -v chromium >/dev/null 2>&1 && fc-list :lang=ja | grep -q .; } || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	      chromium fonts-ipafont-gothic >/dev/null; \
	  else echo "The browser tests need Debian's chromium and a Japanese font: sudo apt-get install chromium fonts-ipafont-gothic"; exit 1; fi; }

# One pytest run: it also runs the vitest suite, so that its summary closes the output.
test: setup chromium
	$(PY) -m pytest tests

# The two wheels from the same sources into dist/: the pure one and the platform one whose engine
# is compiled with mypyc (hatch_build.py); pip picks the platform wheel where it fits. Rebuilt
# when the sources change. The compiled engine runs from a venv with the platform wheel installed.
WHEEL_SRC := pyproject.toml hatch_build.py $(shell find potion_widget -type f -not -path '*/__pycache__/*' 2>/dev/null)
COMPILED_VENV := build/compiled-venv

dist/.built: $(STAMP) $(BUNDLE) $(WHEEL_SRC) scripts/wheels.py
	$(PY) scripts/wheels.py build dist
	touch $@

wheels: dist/.built

$(COMPILED_VENV)/.installed: dist/.built
	$(PY) scripts/wheels.py install $(COMPILED_VENV) dist
	touch $@

bench: $(COMPILED_VENV)/.installed
	$(PY) scripts/bench.py
	$(COMPILED_VENV)/bin/python scripts/bench.py
	$(PY) scripts/bench_playouts.py --compiled $(COMPILED_VENV)/bin/python
	$(PY) scripts/bench_expert.py --games 200
	$(PY) scripts/bench_master.py --games 10
	$(PY) scripts/bench_analysis.py --games 10
	$(PY) scripts/bench_review.py
	$(PY) scripts/bench_sugar.py
	$(PY) scripts/bench_sugar_expert.py --games 200
	$(PY) scripts/bench_hostile.py

bench-count: $(COMPILED_VENV)/.installed
	$(PY) scripts/bench_count.py
	$(COMPILED_VENV)/bin/python scripts/bench_count.py

bench-widget: setup chromium
	$(PY) scripts/bench_widget.py

golden: setup
	$(PY) scripts/make_golden.py --write

# After editing a lesson's text (notebooks/NN_name.md) outside Jupyter: fill its stated outcomes
# from the scenario claims and rewrite its notebook.
notebooks: setup
	$(PY) scripts/build_notebooks.py

# The lessons as a static JupyterLite website in build/site (no install, no network at run time):
# Pyodide, the kernel and every wheel inside; versions pinned in site/versions.toml. Always
# rebuilt clean (downloads are cached in build/site-cache). Serve: python -m http.server -d build/site
# SCENARIOS: packaged scenario names or scenario files, each opened by a link
# notebooks/index.html?path=scenario-<lang>-<name>.ipynb (docs/teaching.md).
SCENARIOS ?= touching
site: setup
	$(PY) scripts/build_site.py $(addprefix --scenario ,$(SCENARIOS))

# The site's tests (tests/site): build it, then lesson 1 in chromium with only loopback reachable.
test-site: site chromium
	POTION_SITE_TESTS=1 $(PY) -m pytest tests/site

clean:
	rm -rf $(VENV) js/node_modules potion_widget/static build dist
