import Foundation
import SimUIKit
import Testing

/// A helper object as apps write them: an `NSObject` subclass with no description of its own.
final class FormatHelper: NSObject {}

/// A plain Swift class.
final class PlainFormatValue {}

/// `NSLog`, `String(format:)` and `os_log` with an argument that Apple platforms bridge to an
/// Objective-C object. Apple, String Format Specifiers: `%@` prints an "Objective-C object, printed
/// as the string returned by descriptionWithLocale: if available, or description otherwise";
/// NSDictionary's `descriptionWithLocale:`: "If each key in the dictionary is an NSString object,
/// the entries are listed in ascending order by key"; Old-Style ASCII Property Lists: "The
/// quotation marks can be omitted if the string is composed strictly of alphanumeric characters
/// and contains no white space"; NSObject's `description` names the class and the address. A
/// public book example on notifications logs `os_log("%{public}@ %{public}@", log: log,
/// launchOptions ?? [:], #function)` and `os_log(…, self, #function)` from an NSObject helper.
@Suite("Format arguments that bridge to Objective-C objects")
struct ObjectFormatArgumentTests {
    @Test("a dictionary formats as NSDictionary: keys in order, strings quoted unless alphanumeric, nested collections indented")
    func dictionary() {
        let dictionary: [String: Any] = [
            "name": "Rex", "breed": "Jack Russell", "age": 3, "toys": ["ball", "old shoe"], "vet": [:] as [String: Any],
        ]
        let expected = """
            {
                age = 3;
                breed = "Jack Russell";
                name = Rex;
                toys =     (
                    ball,
                    "old shoe"
                );
                vet =     {
                };
            }
            """
        #expect(String(format: "%@", dictionary) == expected)
        #expect(
            String(format: "%@", ["a b": 1, "Zed": 2]) == "{\n    Zed = 2;\n    \"a b\" = 1;\n}", "ordered by the keys, not their quotes")
        #expect(String(format: "%@ in %@", [:] as [String: Any], "launch") == "{\n} in launch")
        #expect(String(format: "%@", [UIApplication.LaunchOptionsKey.url: "x"]) == "{\n    UIApplicationLaunchOptionsURLKey = x;\n}")
    }

    @Test("arrays and sets format as NSArray and NSSet")
    func arraysAndSets() {
        #expect(String(format: "%@", [1, 2] as [Any]) == "(\n    1,\n    2\n)", "a lone [Any] is one argument")
        #expect(String(format: "%@", [] as [Any]) == "(\n)")
        #expect(String(format: "%@", Set(["a"])) == "{(\n    a\n)}")
    }

    @Test("an NSObject prints <Module.Class: address>; a plain Swift value prints as Swift describes it")
    func objects() throws {
        let helper = FormatHelper()
        let text = String(format: "%@ %@", helper, "f()")
        let address = String(UInt(bitPattern: ObjectIdentifier(helper)), radix: 16)
        #expect(text == "<SimUIKitAPITests.FormatHelper: 0x\(address)> f()")
        #expect(String(format: "%@", PlainFormatValue()) == "SimUIKitAPITests.PlainFormatValue")
    }

    @Test("CVarArg arguments keep Foundation's formatting")
    func plainArguments() {
        #expect(String(format: "%d %@ %.1f", 3, "x", 2.5) == "3 x 2.5")
        #expect(String(format: "%05d", 42) == "00042")
    }

    @Test("NSLog prints a dictionary and an NSObject as a device does, on standard error")
    func nsLog() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            NSLog("%d and %@", 3, "three")
            NSLog("%@", ["k": "v"] as [String: Any])
        }
        let lines = String(decoding: try #require(result).standardErrorContent, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.hasSuffix("] 3 and three") == true)
        #expect(lines.dropFirst().first?.hasSuffix("] {") == true)
        #expect(lines.dropFirst(2) == ["    k = v;", "}"])
    }

    @Test("os_log prints a dictionary and an NSObject helper as their descriptions")
    func osLog() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let log = OSLog(subsystem: "CoffeeTime", category: "Coffee")
            let options: [UIApplication.LaunchOptionsKey: Any]? = nil
            os_log("%{public}@ %{public}@", log: log, options ?? [:], "application(_:didFinishLaunchingWithOptions:)")
            os_log("%{public}@ done", log: log, PlainFormatValue())
        }
        let output = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
        #expect(output == "{\n} application(_:didFinishLaunchingWithOptions:)\nSimUIKitAPITests.PlainFormatValue done\n")
    }
}
