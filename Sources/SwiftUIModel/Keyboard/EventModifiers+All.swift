import Foundation

extension EventModifiers {
    /// Every modifier key: the union of the seven options (Apple's documentation: "All possible
    /// modifier keys"). Apple's interface does not give its raw value; the options' raw values are
    /// the model's own (the generator numbers them `1 << 0` … `1 << 6` in the interface's order),
    /// so this is their seven bits. Written as bits because naming `.function` would warn (it is
    /// deprecated); `EventModifiersAllTests` checks it holds each option and nothing else.
    public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}
