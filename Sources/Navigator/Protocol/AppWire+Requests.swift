import Foundation

extension AppWire {
    /// A request as one text line: `id TAB wantsState TAB action [TAB argument]`, strings escaped.
    static func encode(_ request: AppRequest) -> Data {
        var fields = [String(request.id), request.wantsState ? "1" : "0"]
        switch request.action {
        case .launch: fields.append("launch")
        case .tapText(let text): fields += ["tap", escape(text)]
        case .tapID(let id): fields += ["tapid", escape(id)]
        case .type(let text): fields += ["type", escape(text)]
        case .back: fields.append("back")
        case .dismiss: fields.append("dismiss")
        case .segue(let identifier): fields += ["segue", escape(identifier)]
        case .step(let on): fields += ["step", on ? "1" : "0"]
        case .next: fields.append("next")
        case .state: fields.append("state")
        }
        return Data(fields.joined(separator: "\t").utf8)
    }

    static func decodeRequest(_ line: Data) -> AppRequest? {
        let fields = String(decoding: line, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, let id = Int(fields[0]) else { return nil }
        let argument = fields.count > 3 ? unescape(fields[3]) : ""
        let action: AppAction
        switch fields[2] {
        case "launch": action = .launch
        case "tap": action = .tapText(argument)
        case "tapid": action = .tapID(argument)
        case "type": action = .type(argument)
        case "back": action = .back
        case "dismiss": action = .dismiss
        case "segue": action = .segue(argument)
        case "step": action = .step(argument == "1")
        case "next": action = .next
        case "state": action = .state
        default: return nil
        }
        return AppRequest(id: id, action: action, wantsState: fields[1] == "1")
    }

    /// A plain reply (no state, no error, no pause) as one short line: `K id TAB leaks…`.
    static func encodePlain(_ reply: AppReply) -> Data? {
        guard reply.error == nil, reply.pausedBefore == nil, reply.screen == nil, reply.hierarchy == nil else { return nil }
        return Data((["K" + String(reply.requestID)] + reply.leaks.map(escape)).joined(separator: "\t").utf8)
    }

    static func decodePlain(_ body: Data) -> AppReply? {
        let fields = String(decoding: body, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
        guard let first = fields.first, let id = Int(first) else { return nil }
        return AppReply(requestID: id, leaks: fields.dropFirst().map { unescape(String($0)) })
    }
}
