// `import UIKit` brings Foundation with it; so does `import SimUIKit`.
@_exported import Foundation
