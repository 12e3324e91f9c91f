// swift-tools-version: 6.1
import PackageDescription

// One library target per pipeline stage; dependencies point toward the model.
// No library imports ArgumentParser and no library prints: the `qbank` target
// is the thin CLI over them.
let package = Package(
  name: "QuizBank",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "qbank", targets: ["qbank"]),
    .library(name: "QuizBankModel", targets: ["QuizBankModel"]),
    .library(name: "QuizBankJSON", targets: ["QuizBankJSON"]),
    .library(name: "QuizBankValidate", targets: ["QuizBankValidate"]),
    .library(name: "QuizBankPack", targets: ["QuizBankPack"]),
    .library(name: "QuizBankImport", targets: ["QuizBankImport"]),
    .library(name: "QuizBankGenerate", targets: ["QuizBankGenerate"]),
    .library(name: "QuizBankExport", targets: ["QuizBankExport"]),
    .library(name: "QuizBankPlay", targets: ["QuizBankPlay"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
  ],
  targets: [
    // The bundle format, the catalogue model and diagnostics. Foundation,
    // swift-crypto (CryptoKit on Apple platforms) and QuizBankJSON only: apps read
    // bundles with it.
    .target(
      name: "QuizBankModel",
      dependencies: [
        "QuizBankJSON", "CQBankScan", .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    // Byte masks in C for the bundle splitter and the canonical compaction
    // (SSE2's movemask; a byte at a time on other processors).
    .target(name: "CQBankScan"),
    // A fast, checked, streaming JSON reader with line and column positions.
    .target(name: "QuizBankJSON"),
    // libxml2, used directly. The shim header keeps ICU's headers out.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // zlib, used directly (libxml2 already links it): the PNG decoder's inflate and CRC-32.
    // Not "CZlib": ZIPFoundation (QuizBankExport's QTI zips) has a module of that name.
    .systemLibrary(
      name: "CSystemZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    // libjpeg-turbo, used directly: posters are JPEG. The decode loop is C
    // (CQBankJPEG): its error manager jumps back with setjmp/longjmp instead of
    // libjpeg's default exit().
    .systemLibrary(
      name: "CLibJPEG",
      pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
    ),
    .target(
      name: "CQBankJPEG", dependencies: ["CLibJPEG"], linkerSettings: [.linkedLibrary("jpeg")]),
    // libcurl's easy interface, used directly by the catalogue's HTTP transport
    // (not through FoundationNetworking). The shim wraps its variadic calls.
    .systemLibrary(
      name: "CLibCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
    ),
    // Nettle's SHA-256, used directly by the generator's stable hashes: millions of
    // short messages, each hashed with a context on the stack.
    .systemLibrary(
      name: "CNettle",
      pkgConfig: "nettle",
      providers: [.apt(["nettle-dev"]), .brew(["nettle"])]
    ),
    // The player's, catalogue's and curator's own text in en, ru, uk and it.
    .target(name: "QuizBankLocalization"),
    // The XML quiz pack format (schemas/quizpack-v1.xsd): its reader, schema and
    // writer, and the libxml2 support the Moodle reader shares.
    .target(name: "QuizBankPack", dependencies: ["QuizBankModel", "CLibXML2"]),
    // Importers: IMDb and TMDB JSON to catalogues; XML packs (through
    // QuizBankPack), Moodle XML and Open Trivia DB to questions.
    .target(
      name: "QuizBankImport",
      dependencies: [
        "QuizBankModel", "QuizBankJSON", "QuizBankPack", "CLibXML2",
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
      ]
    ),
    // The validator: structure and semantic rules, for bundles and packs.
    .target(
      name: "QuizBankValidate",
      dependencies: ["QuizBankModel", "QuizBankJSON", "QuizBankPack"]
    ),
    // The question generator: rule files, templates, rounds.
    .target(
      name: "QuizBankGenerate",
      dependencies: [
        "QuizBankModel", "QuizBankJSON", .product(name: "Yams", package: "Yams"), "CNettle",
      ]
    ),
    // Exporters (XML pack, Moodle XML, GIFT, QTI, CSV, Open Trivia DB, HTML page) and bundle diffs.
    .target(
      name: "QuizBankExport",
      dependencies: [
        "QuizBankModel", "QuizBankPack", "CLibXML2",
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      // The HTML page's source files, compiled in as byte arrays (PackageResources):
      // no resource bundle, so a static binary carries them.
      resources: [
        .embedInCode("HTML/Page/page.html"), .embedInCode("HTML/Page/page.css"),
        .embedInCode("HTML/Page/page.js"),
      ]
    ),
    // Quiz projects: import → generate → validate → export in one go.
    .target(
      name: "QuizBankBuild",
      dependencies: [
        "QuizBankModel", "QuizBankImport", "QuizBankGenerate", "QuizBankValidate",
        // The image cache, for posters embedded as assets (--with-images).
        "QuizBankExport", "QuizBankCatalog",
      ]
    ),
    // The game engine (rounds, scoring, records, statistics, clock); no terminal code.
    .target(
      name: "QuizBankPlay",
      dependencies: [
        "QuizBankModel", "QuizBankLocalization",
        // zlib inflates PNG pictures and libjpeg-turbo decodes JPEG ones, for the
        // terminals that take pixels (sixel, half-blocks).
        "CSystemZlib", "CQBankJPEG",
      ]
    ),
    // Catalogue browsing, live fetching with an offline cache, and curation.
    .target(
      name: "QuizBankCatalog",
      dependencies: ["QuizBankModel", "QuizBankImport", "QuizBankLocalization", "CLibCurl"]
    ),
    // The terminal front ends: the player, the catalogue table, the curator, progress
    // lines and what each command shows. It writes only to the output it is handed.
    .target(
      name: "QuizBankTerminal",
      dependencies: [
        "QuizBankModel", "QuizBankLocalization", "QuizBankPlay", "QuizBankCatalog",
        "QuizBankImport", "QuizBankGenerate", "QuizBankValidate", "QuizBankExport",
      ],
      // The sample bundle `qbank play` plays when none is named, compiled in as a byte
      // array (PackageResources). The file is a symlink to samples/movie-quiz/dist.
      resources: [.embedInCode("Player/Resources/movie-quiz.json")]
    ),
    // The commit `qbank --version` prints, recorded by `make` (scripts/build-info.sh).
    .target(name: "CQBankBuildInfo"),
    // The CLI: argument parsing and wiring only.
    .executableTarget(
      name: "qbank",
      dependencies: [
        "CQBankBuildInfo", "QuizBankModel", "QuizBankPack", "QuizBankImport", "QuizBankValidate",
        "QuizBankGenerate", "QuizBankExport", "QuizBankBuild", "QuizBankPlay",
        "QuizBankCatalog", "QuizBankLocalization", "QuizBankTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Paths, fixtures and a runner for the built binary, shared by the test targets.
    .target(
      name: "QuizBankTestSupport",
      path: "Tests/QuizBankTestSupport"
    ),
    .testTarget(
      name: "QuizBankModelTests",
      dependencies: ["QuizBankModel", "QuizBankJSON", "CQBankScan", "QuizBankTestSupport"]
    ),
    .testTarget(name: "QuizBankJSONTests", dependencies: ["QuizBankJSON", "QuizBankTestSupport"]),
    // Pack texts and readers for the tests of the pack and of the XML importers.
    .target(
      name: "QuizBankPackTestSupport",
      dependencies: ["QuizBankModel", "QuizBankPack", "QuizBankTestSupport"],
      path: "Tests/QuizBankPackTestSupport"
    ),
    .testTarget(
      name: "QuizBankPackTests",
      dependencies: ["QuizBankPack", "QuizBankPackTestSupport", "QuizBankTestSupport"]
    ),
    .testTarget(
      name: "QuizBankImportTests",
      dependencies: [
        "QuizBankImport", "QuizBankPack", "QuizBankPackTestSupport", "QuizBankTestSupport",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
      ]
    ),
    .testTarget(
      name: "QuizBankValidateTests",
      dependencies: ["QuizBankValidate", "QuizBankTestSupport"]
    ),
    .testTarget(
      name: "QuizBankGenerateTests",
      dependencies: ["QuizBankGenerate", "QuizBankBuild", "QuizBankTestSupport"]
    ),
    .testTarget(
      name: "QuizBankExportTests",
      dependencies: [
        "QuizBankExport", "QuizBankImport", "QuizBankPack", "QuizBankTestSupport",
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      exclude: ["Golden", "browser"]
    ),
    .testTarget(
      name: "QuizBankPlayTests",
      dependencies: ["QuizBankPlay", "QuizBankTerminal", "QuizBankTestSupport"],
      exclude: ["pty"]  // the pexpect script the pseudo-terminal tests run
    ),
    .testTarget(
      name: "QuizBankTerminalTests",
      dependencies: ["QuizBankTerminal", "QuizBankImport", "QuizBankTestSupport"]
    ),
    // The CLI's command tree itself (help texts), parsed in-process.
    .testTarget(name: "QBankCommandTests", dependencies: ["qbank"]),
    .testTarget(
      name: "QuizBankCatalogTests",
      dependencies: ["QuizBankCatalog", "QuizBankTestSupport"],
      exclude: ["server", "pty"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer targets (fuzz/README.md). Only with QBANK_FUZZ set, as fuzz/run.sh
// does, so `swift build` and `swift test` never see them.
if Context.environment["QBANK_FUZZ"] != nil {
  let fuzzTargets: [(name: String, product: String, dependencies: [Target.Dependency])] = [
    ("FuzzJSON", "fuzz-json", ["QuizBankJSON"]),
    ("FuzzBundle", "fuzz-bundle", ["QuizBankValidate"]),
    ("FuzzJSONImport", "fuzz-json-import", ["QuizBankImport"]),
    ("FuzzXMLImport", "fuzz-xml-import", ["QuizBankImport"]),
    ("FuzzGIFTImport", "fuzz-gift-import", ["QuizBankImport"]),
    ("FuzzRules", "fuzz-rules", ["QuizBankGenerate"]),
    ("FuzzStats", "fuzz-stats", ["QuizBankPlay"]),
  ]
  package.targets += [
    .target(name: "CLibFuzzer", path: "fuzz/Targets/CLibFuzzer"),
    .target(
      name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "fuzz/Targets/FuzzSupport"),
  ]
  for target in fuzzTargets {
    package.targets.append(
      .executableTarget(
        name: target.name, dependencies: target.dependencies + ["FuzzSupport"],
        path: "fuzz/Targets/\(target.name)"))
    package.products.append(.executable(name: target.product, targets: [target.name]))
  }
}
