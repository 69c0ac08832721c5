// title: a singleton under Swift 6
// question: final class Settings { static var shared = Settings() … } — the classic singleton.
//    Does it compile in a new Xcode project? In a Swift 6 package?
// claims: L46-D8
// source: lesson 46 · edge cases · passing dependencies · question 8 of 9
// note: The lesson runs the listing as a program ("Run it. The console shows"), so it is the
//    program's main.swift: top-level code.
// run: script
// variant app: compile: app
// variant package: compile: package
final class Settings {
    static var shared = Settings()
    var units = "metric"
}

print(Settings.shared.units)
