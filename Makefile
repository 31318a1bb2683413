# wcet — two commands on a fresh Debian 12: `make demo` and `make test`.
GO      ?= go
APT_PKGS = clang-14 llvm-14 libz3-dev libisl-dev libnewlib-dev libc6-dev-i386 lib32gcc-12-dev
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build demo test testdata fuzz bench clean check-html csmith

all: build

# deps installs the Debian packages wcet needs, only those that are missing
# (libnewlib-dev: the C headers of --target; libc6-dev-i386 and
# lib32gcc-12-dev: the 32-bit oracle lane, instrument/target.go).
deps:
	@missing=""; \
	for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	for t in clang-14 opt-14 lli-14 llvm-link-14; do command -v $$t >/dev/null 2>&1 || missing="$$missing clang-14 llvm-14"; done; \
	if [ -n "$$missing" ]; then \
	  missing=$$(echo $$missing | tr ' ' '\n' | sort -u | tr '\n' ' '); \
	  echo "installing: $$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

COMMIT  := $(shell git rev-parse --short HEAD 2>/dev/null)

build: deps
	$(GO) build -ldflags "-X wcet/internal/cli.Commit=$(COMMIT)" -o wcet ./cmd/wcet

demo: build
	./wcet run examples/demo.c --nondet 1*8
	./wcet analyze --dump ts examples/demo.c --entry filter | head -40
	./wcet analyze examples/demo.c --cost none
	./wcet analyze --method enum examples/demo.c --cost none

test: deps
	$(GO) vet ./...
	$(GO) test -timeout 60m ./...

# testdata regenerates the .ll of every testdata program (a test fails when
# one is stale).
testdata: build
	@for f in testdata/*.c; do ./wcet compile $$f -o $${f%.c}.ll || exit 1; done

# fuzz runs each fuzz target for FUZZTIME (default 10m).
FUZZTIME ?= 10m
fuzz:
	$(GO) test ./assertions/lang -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME) -fuzzminimizetime 5s
	$(GO) test ./frontend -run '^$$' -fuzz FuzzParseIR -fuzztime $(FUZZTIME) -fuzzminimizetime 5s

bench:
	$(GO) test ./frontend ./ts -run '^$$' -bench . -benchmem

# check-html renders the HTML report of a few programs in headless
# Chromium (Debian's chromium, installed when absent) and fails on any
# console error (scripts/check-html.sh); screenshots and reports are left
# in HTML_OUT. Not part of test.
HTML_OUT   ?= /tmp/wcet-check-html
HTML_PROGS  = examples/demo.c:main testdata/fig33.c:fig33 testdata/calls.c:calls testdata/assert_count.c:main
check-html: build
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing: chromium"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; }
	sh scripts/check-html.sh ./wcet $(HTML_OUT) $(HTML_PROGS)

# csmith runs the Csmith soundness campaign (scripts/csmith-campaign.sh):
# N programs of `csmith --no-argc` (seeds FIRST..), each bound checked
# against its instrumented lli-14 run; per-seed table in CSMITH_OUT. Installs
# csmith and libcsmith-dev when missing. Not part of test.
N          ?= 50
FIRST      ?= 1
CSMITH_OUT ?= /tmp/wcet-csmith
csmith: build
	@missing=""; \
	for p in csmith libcsmith-dev; do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
	bash scripts/csmith-campaign.sh -n $(N) -s $(FIRST) -o $(CSMITH_OUT) -w ./wcet

clean:
	rm -f wcet
