/// A case in one line: its mode and its tape, for `pickerstate check --replay`.
///
/// Spelled as the mode's name (`host`, `hostile`, `scrollview` or `exhaustive`) and a colon,
/// followed by the tape's choices in hexadecimal, separated by dots: `host:3.0.1f.2a`. An
/// empty tape is `host:`.
public struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
  /// How the case generates its events.
  public var mode: CheckMode
  /// Every choice of the case.
  public var tape: [UInt64]

  /// Creates a token.
  ///
  /// - Parameters:
  ///   - mode: How the case generates its events.
  ///   - tape: Every choice of the case.
  public init(mode: CheckMode, tape: [UInt64]) {
    self.mode = mode
    self.tape = tape
  }

  /// Reads a token.
  ///
  /// - Parameter text: A token as ``description`` spells it.
  /// - Throws: ``ReplayTokenError`` naming what is wrong; never traps.
  public init(parsing text: String) throws(ReplayTokenError) {
    guard let colon = text.firstIndex(of: ":") else { throw .missingMode(text) }
    let modeName = String(text[..<colon])
    guard let mode = CheckMode(rawValue: modeName) else { throw .unknownMode(modeName) }
    let body = text[text.index(after: colon)...]
    var tape: [UInt64] = []
    if !body.isEmpty {
      for part in body.split(separator: ".", omittingEmptySubsequences: false) {
        guard let value = UInt64(part, radix: 16) else { throw .badChoice(String(part)) }
        tape.append(value)
      }
    }
    self.init(mode: mode, tape: tape)
  }

  /// The token in one line: the mode's name, a colon and the choices in hexadecimal.
  public var description: String {
    mode.rawValue + ":" + tape.map { String($0, radix: 16) }.joined(separator: ".")
  }
}

/// Why a replay token could not be read.
public enum ReplayTokenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No `mode:` prefix.
  case missingMode(String)
  /// A name that is not a mode's.
  case unknownMode(String)
  /// A choice that is not a hexadecimal `UInt64`.
  case badChoice(String)

  private static let modeNames = CheckMode.allCases.map(\.rawValue).joined(separator: ", ")

  /// What is wrong, in one line, with the modes a token may name.
  public var description: String {
    switch self {
    case .missingMode: "a replay token starts with its mode and a colon (\(Self.modeNames))"
    case .unknownMode(let mode): "unknown mode '\(mode)': use one of \(Self.modeNames)"
    case .badChoice(let choice): "'\(choice)' is not a hexadecimal choice"
    }
  }
}
