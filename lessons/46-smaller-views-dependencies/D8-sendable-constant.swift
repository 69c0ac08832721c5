// title: a singleton under Swift 6, as a Sendable constant
// question: The lesson's fix for the singleton: "A constant of a Sendable type is accepted everywhere".
// claims: L46-D8
// source: lesson 46 · edge cases · passing dependencies · question 8 of 9 (the second listing)
// run: script
// variant app: compile: app
// variant package: compile: package
final class Settings: Sendable {
    static let shared = Settings()
    let units = "metric"
}

print(Settings.shared.units)
