import CLibXML2
import Foundation

/// The libxml2 version this build was compiled against (`20914` for 2.9.14).
package let libxml2Version = Int(LIBXML_VERSION)
