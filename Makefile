# Build and install qbank like any other command-line tool.
#
#   make                      # a self-contained release binary (.build/release/qbank)
#   sudo make install         # into /usr/local: binary, completions, man pages, schemas
#   make install PREFIX=$HOME/.local
#   make install DESTDIR=/tmp/stage PREFIX=/usr    # staged, for packaging
#   sudo make uninstall       # removes exactly what install put there (its manifest)
#   make test-install         # installs into a temporary DESTDIR and checks the result
#
# The binary links the Swift runtime and Foundation statically (--static-swift-stdlib):
# it needs only the system's libc, libxml2, zlib, libjpeg-turbo, libcurl and Nettle, never a
# libswift*.so.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# The release build `make` installs; another build folder: make SCRATCH=.build-static
SCRATCH ?= .build
SWIFT_FLAGS = -c release --static-swift-stdlib --scratch-path $(SCRATCH)
BINARY = $(SCRATCH)/release/qbank
MANPAGES = $(SCRATCH)/qbank-man

export PREFIX DESTDIR

.PHONY: all build man install uninstall test-install clean-man

all: build

# The commit is recorded for `qbank --version` before every build (rewriting its file
# only on a change). The default bundle and the HTML page are compiled in by SwiftPM
# itself (`.embedInCode` resources in Package.swift).
build:
	scripts/build-info.sh >/dev/null
	$(SWIFT) build $(SWIFT_FLAGS) --product qbank

# One page per command, by swift-argument-parser's generate-manual tool run on the
# built binary (what its `generate-manual` package plugin does, without the plugin's
# second, dynamically linked release build of every product).
man: build
	scripts/man-pages.sh $(BINARY) $(MANPAGES) $(SCRATCH)

install: build man
	scripts/install.sh install $(BINARY) $(MANPAGES)

uninstall:
	scripts/install.sh uninstall

test-install:
	scripts/test-install.sh

clean-man:
	rm -rf $(MANPAGES)
