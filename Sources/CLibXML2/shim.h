// libxml2's headers include ICU's when libxml2 was built with ICU, and ICU's
// clash with the copy Foundation carries. Read the version header first, drop
// the ICU switch, then include what QuizBank uses.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlwriter.h>
#include <libxml/xpath.h>
