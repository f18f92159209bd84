import Testing

@testable import Porting

/// The source pane's index: a call the trace reports (class and method) found in the app's
/// sources by the outline, inherited overrides included; a `#filePath` from another machine
/// found by its path's ending.
@Suite("Swift code index")
struct SwiftCodeIndexTests {
    static let base = """
        import SimUIKit

        class BaseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }
        """
    static let cats = """
        import SimUIKit

        final class CatsViewController: BaseViewController {
            var cats: [String]?

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            init?(coder: NSCoder, cats: [String]) {
                self.cats = cats
                super.init(coder: coder)
            }

            @IBSegueAction func makeCatDetail(_ coder: NSCoder, sender: Any?) -> CatDetailViewController? {
                return CatDetailViewController(coder: coder)
            }
        }

        extension CatsViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "showCat" {}
            }
        }
        """

    static let index = SwiftCodeIndex(sources: [(path: "/build/App/Base.swift", text: base), (path: "/build/App/Cats.swift", text: cats)])

    @Test("a method of the class, with its lines; initializers told apart by their labels")
    func methods() throws {
        let segueAction = try #require(Self.index.method("makeCatDetail", inClass: "CatsViewController"))
        #expect(segueAction.signature == "makeCatDetail(_:sender:)")
        #expect(segueAction.firstLine == 15 && segueAction.declarationLine == 15 && segueAction.lastLine == 17)
        let coder = try #require(Self.index.method("init", labels: ["coder"], inClass: "CatsViewController"))
        #expect(coder.firstLine == 6 && coder.signature == "init(coder:)")
        let injecting = try #require(Self.index.method("init", labels: ["coder", "cats"], inClass: "CatsViewController"))
        #expect(injecting.firstLine == 10)
        // An extension's override is the class's.
        let prepare = try #require(Self.index.method("prepare", labels: ["for", "sender"], inClass: "CatsViewController"))
        #expect(Self.index.text(of: prepare).contains("\"showCat\""))
    }

    @Test("an override the class does not have is found in its superclass among the sources; UIKit's own is not")
    func inherited() throws {
        let viewDidLoad = try #require(Self.index.method("viewDidLoad", inClass: "CatsViewController"))
        #expect(viewDidLoad.typeName == "BaseViewController" && viewDidLoad.file == "/build/App/Base.swift")
        #expect(Self.index.method("loadView", inClass: "CatsViewController") == nil)
        #expect(Self.index.declares("CatsViewController") && !Self.index.declares("DogsViewController"))
    }

    @Test("a place by file and line: the method around it, the file matched by its path's ending")
    func place() throws {
        let method = try #require(Self.index.method(containing: 16, inFile: "/elsewhere/checkout/App/Cats.swift"))
        #expect(method.signature == "makeCatDetail(_:sender:)")
        #expect(Self.index.lines(of: "/other/App/Cats.swift")?[15].contains("CatDetailViewController(coder: coder)") == true)
        #expect(Self.index.method(containing: 2, inFile: "Cats.swift") == nil, "line 2 is in no method")
    }

    @Test("where code sets a property on another object: x.name = …, not self.name =, ==, or a declaration")
    func assignments() throws {
        let source = """
            final class Home {
                var item: String?
                func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let detail = segue.destination as? Detail, detail.item == nil {
                        detail.item = "a"
                    }
                    self.item = "mine"
                }
                func reset(_ other: Detail) {
                    other.item="b"
                }
            }
            """
        let index = SwiftCodeIndex(sources: [(path: "/App/Home.swift", text: source)])
        #expect(index.assignments(to: "item").map(\.line) == [5, 10])
        let prepare = try #require(index.method("prepare", labels: ["for", "sender"], inClass: "Home"))
        #expect(index.assignments(to: "item", in: prepare).map(\.line) == [5])
        #expect(index.assignments(to: "missing").isEmpty)
    }
}
