import Testing

@testable import VCNavKit

/// `vcnav port` reports a UIKit type as "not in SimUIKit yet" only when SimUIKit has no type of
/// that name: it looks for the type's metadata by mangled name, which a generic type has only
/// with arguments.
@Suite("vcnav port: the UIKit types SimUIKit has")
struct PortKnownTypesTests {
    @Test(
        "plain and generic classes, structs, enums and protocols are found; a name SimUIKit lacks is not",
        arguments: [
            ("UITableView", true), ("UITableViewDataSource", true), ("UITableViewDiffableDataSource", true),
            ("UICollectionViewDiffableDataSource", true), ("NSDiffableDataSourceSnapshot", true),
            ("NSDiffableDataSourceSectionSnapshot", true), ("UIKeyCommandDoesNotExist", false),
        ])
    func knownTypes(_ name: String, _ known: Bool) {
        #expect(PortCommand.knowsUIKitType(name) == known)
    }
}
