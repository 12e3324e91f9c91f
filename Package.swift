// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "QuizBank",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "qbank", targets: ["qbank"]),
    .library(name: "QuizBankModel", targets: ["QuizBankModel"]),
    .library(name: "QuizBankValidate", targets: ["QuizBankValidate"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // The bundle format, the catalogue model and diagnostics. Foundation and
    // swift-crypto (CryptoKit on Apple platforms) only: apps read bundles with it.
    .target(
      name: "QuizBankModel",
      dependencies: [.product(name: "Crypto", package: "swift-crypto")]
    ),
    // libxml2, used directly. The shim header keeps ICU's headers out.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(
      name: "QuizBankValidate",
      dependencies: ["QuizBankModel"]
    ),
    .executableTarget(
      name: "qbank",
      dependencies: [
        "QuizBankModel",
        "QuizBankValidate",
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
      dependencies: ["QuizBankModel", "QuizBankTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
