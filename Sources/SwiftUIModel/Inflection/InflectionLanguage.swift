/// One language's grammar for agreement.
protocol InflectionLanguage: Sendable {
    /// CLDR's plural rule for this language.
    func pluralCategory(_ operands: PluralOperands) -> PluralCategory
    /// Rewrites the literal pieces so that they agree with a grammatical number.
    func inflect(_ pieces: [InflectionEngine.Piece], to number: Morphology.GrammaticalNumber) -> [InflectionEngine.Piece]
}
