import SimUIKit

extension SimulatedUser.Spelling {
    /// The simulated user's messages as a replay script reads: `tap "OK" index N`,
    /// `tap delete control row 2`.
    public static let replay = SimulatedUser.Spelling(
        quote: ReplaySyntax.quoted,
        query: \.scriptText,
        disambiguation: { query, rows in
            "say which with tap \(query.scriptText) index N" + (rows ? ", tap row N [in section M]" : "") + " or tap #id"
        },
        suggestion: { suggestion in
            switch suggestion {
            case .tapDeleteControl(let indexPath):
                ReplayCommand.tap(.deleteControl(row: indexPath.row, section: indexPath.section)).scriptText
            }
        })
}
