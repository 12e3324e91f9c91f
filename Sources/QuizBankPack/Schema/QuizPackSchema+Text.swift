// The pack schema, compiled into the library so `qbank` needs no files beside it.
// These are byte-for-byte copies of schemas/quizpack-v1.xsd and schemas/xml.xsd;
// XMLSchemaTests.embeddedSchemasMatchTheFilesInSchemas fails when they drift. To
// refresh after editing the schema, paste the file's content between the delimiters.

extension QuizPackSchema {
  /// `schemas/quizpack-v1.xsd`.
  static let packSchemaText = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!--
      QuizBank XML quiz pack, version 1.

      A pack carries everything a bundle (bundle format v1) carries, so that
      bundle -> pack -> bundle gives the same questions and the same digest.
      The mapping, element by element, is documented in docs/xml-packs.md.

      Rules the schema leaves to the reader and the validator (semantic rules):
      unique question ids, unique choice ids, `correct` naming existing choices,
      one text per locale in each localized element, every locale covered.
    -->
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
               xmlns:qp="https://quizbank.dev/ns/quizpack/1"
               targetNamespace="https://quizbank.dev/ns/quizpack/1"
               elementFormDefault="qualified"
               attributeFormDefault="unqualified"
               version="1">

      <xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="xml.xsd"/>

      <!-- The root element. -->
      <xs:element name="pack" type="qp:Pack"/>

      <xs:complexType name="Pack">
        <xs:sequence>
          <xs:element name="title" type="qp:LocalizedText"/>
          <xs:element name="description" type="qp:LocalizedText" minOccurs="0"/>
          <xs:element name="settings" type="qp:Settings" minOccurs="0"/>
          <xs:element name="question" type="qp:Question" minOccurs="0" maxOccurs="unbounded"/>
          <xs:element name="rounds" type="qp:Rounds" minOccurs="0"/>
        </xs:sequence>
        <!-- Bundle `id`: a stable identifier such as movie-night. -->
        <xs:attribute name="id" type="qp:Identifier" use="required"/>
        <!-- Bundle `version`: the semantic version of the content. -->
        <xs:attribute name="version" type="qp:NonEmptyString" use="required"/>
        <!-- Bundle `defaultLocale`. -->
        <xs:attribute name="default-locale" type="xs:language" use="required"/>
        <!-- Bundle `locales`, in order, separated by spaces. -->
        <xs:attribute name="locales" type="qp:LocaleList" use="required"/>
        <!-- Bundle `createdAt` (RFC 3339 UTC), when recorded. -->
        <xs:attribute name="created-at" type="xs:string"/>
        <!-- Bundle `digest`, when the pack was written from a bundle that had one. -->
        <xs:attribute name="digest" type="qp:Sha256"/>
      </xs:complexType>

      <!-- Text per locale: one <text xml:lang="…"> per locale, in any order. -->
      <xs:complexType name="LocalizedText">
        <xs:sequence>
          <xs:element name="text" type="qp:Text" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence>
      </xs:complexType>

      <xs:complexType name="Text">
        <xs:simpleContent>
          <xs:extension base="xs:string">
            <xs:attribute ref="xml:lang" use="required"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>

      <!-- Bundle `settings`; an attribute left out takes the bundle default. -->
      <xs:complexType name="Settings">
        <xs:attribute name="round-size" type="xs:long" default="10"/>
        <xs:attribute name="feedback-delay-ms" type="xs:long" default="1000"/>
        <xs:attribute name="shuffle-questions" type="xs:boolean" default="true"/>
        <xs:attribute name="shuffle-choices" type="xs:boolean" default="false"/>
        <xs:attribute name="mode" type="qp:Mode" default="classic"/>
      </xs:complexType>

      <xs:complexType name="Question">
        <xs:sequence>
          <xs:element name="prompt" type="qp:LocalizedText"/>
          <xs:element name="subject" type="qp:Subject" minOccurs="0"/>
          <xs:element name="image" type="qp:Image" minOccurs="0"/>
          <xs:element name="choice" type="qp:Choice" minOccurs="0" maxOccurs="unbounded"/>
          <xs:element name="explanation" type="qp:LocalizedText" minOccurs="0"/>
          <xs:element name="tag" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
          <xs:element name="provenance" type="qp:Provenance" minOccurs="0"/>
        </xs:sequence>
        <xs:attribute name="id" type="qp:Identifier" use="required"/>
        <xs:attribute name="kind" type="qp:Kind" use="required"/>
        <!-- The ids of the correct choices, in order, separated by spaces. When a
             correct id holds whitespace, the correct choices carry `correct` instead. -->
        <xs:attribute name="correct" type="qp:IdentifierList"/>
        <xs:attribute name="points" type="xs:long" default="1"/>
        <xs:attribute name="difficulty" type="qp:Difficulty"/>
      </xs:complexType>

      <!-- What the question is about: the title as content, the year as an attribute. -->
      <xs:complexType name="Subject">
        <xs:simpleContent>
          <xs:extension base="xs:string">
            <xs:attribute name="year" type="xs:long"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>

      <xs:complexType name="Image">
        <xs:sequence>
          <xs:element name="alt" type="qp:LocalizedText" minOccurs="0"/>
        </xs:sequence>
        <!-- An https URL or a path relative to the pack's folder. -->
        <xs:attribute name="source" type="qp:NonEmptyString" use="required"/>
        <xs:attribute name="sha256" type="qp:Sha256"/>
      </xs:complexType>

      <xs:complexType name="Choice">
        <xs:complexContent>
          <xs:extension base="qp:LocalizedText">
            <xs:attribute name="id" type="qp:Identifier" use="required"/>
            <!-- This choice is the question's Nth correct answer (for ids the
                 question's `correct` list cannot hold, having whitespace). -->
            <xs:attribute name="correct" type="xs:positiveInteger"/>
          </xs:extension>
        </xs:complexContent>
      </xs:complexType>

      <xs:complexType name="Provenance">
        <xs:sequence>
          <xs:element name="values" type="qp:Values" minOccurs="0"/>
        </xs:sequence>
        <xs:attribute name="source" type="qp:NonEmptyString" use="required"/>
        <xs:attribute name="source-id" type="xs:string"/>
        <xs:attribute name="rule" type="xs:string"/>
      </xs:complexType>

      <!-- Typed scalars, keyed by name. -->
      <xs:complexType name="Values">
        <xs:choice minOccurs="0" maxOccurs="unbounded">
          <xs:element name="string" type="qp:StringValue"/>
          <xs:element name="number" type="qp:NumberValue"/>
          <xs:element name="boolean" type="qp:BooleanValue"/>
        </xs:choice>
      </xs:complexType>

      <xs:complexType name="StringValue">
        <xs:simpleContent>
          <xs:extension base="xs:string">
            <xs:attribute name="name" type="xs:string" use="required"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>

      <xs:complexType name="NumberValue">
        <xs:simpleContent>
          <xs:extension base="qp:FiniteDouble">
            <xs:attribute name="name" type="xs:string" use="required"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>

      <xs:complexType name="BooleanValue">
        <xs:simpleContent>
          <xs:extension base="xs:boolean">
            <xs:attribute name="name" type="xs:string" use="required"/>
          </xs:extension>
        </xs:simpleContent>
      </xs:complexType>

      <xs:complexType name="Rounds">
        <xs:sequence>
          <xs:element name="round" type="qp:Round" minOccurs="0" maxOccurs="unbounded"/>
        </xs:sequence>
      </xs:complexType>

      <xs:complexType name="Round">
        <xs:sequence>
          <xs:element name="ref" minOccurs="0" maxOccurs="unbounded">
            <xs:complexType>
              <xs:attribute name="question" type="qp:Identifier" use="required"/>
            </xs:complexType>
          </xs:element>
        </xs:sequence>
      </xs:complexType>

      <xs:simpleType name="Kind">
        <xs:restriction base="xs:string">
          <xs:enumeration value="yes-no"/>
          <xs:enumeration value="multiple-choice"/>
          <xs:enumeration value="multiple-response"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="Difficulty">
        <xs:restriction base="xs:string">
          <xs:enumeration value="easy"/>
          <xs:enumeration value="medium"/>
          <xs:enumeration value="hard"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="Mode">
        <xs:restriction base="xs:string">
          <xs:enumeration value="classic"/>
          <xs:enumeration value="menu"/>
        </xs:restriction>
      </xs:simpleType>

      <!-- An id: any text with a character that is not whitespace, as the bundle
           schema's "\S" allows (so "Weird ID 1" is an id). -->
      <xs:simpleType name="Identifier">
        <xs:restriction base="xs:string">
          <xs:pattern value="[\s\S]*\S[\s\S]*"/>
        </xs:restriction>
      </xs:simpleType>

      <!-- An id in a list separated by spaces: no whitespace. -->
      <xs:simpleType name="IdentifierToken">
        <xs:restriction base="xs:string">
          <xs:pattern value="\S+"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="IdentifierList">
        <xs:list itemType="qp:IdentifierToken"/>
      </xs:simpleType>

      <xs:simpleType name="LocaleList">
        <xs:restriction>
          <xs:simpleType>
            <xs:list itemType="xs:language"/>
          </xs:simpleType>
          <xs:minLength value="1"/>
        </xs:restriction>
      </xs:simpleType>

      <xs:simpleType name="NonEmptyString">
        <xs:restriction base="xs:string">
          <xs:minLength value="1"/>
        </xs:restriction>
      </xs:simpleType>


      <xs:simpleType name="Sha256">
        <xs:restriction base="xs:string">
          <xs:pattern value="[0-9a-f]{64}"/>
        </xs:restriction>
      </xs:simpleType>

      <!-- A JSON number: no INF, -INF or NaN. -->
      <xs:simpleType name="FiniteDouble">
        <xs:restriction base="xs:double">
          <xs:minExclusive value="-INF"/>
          <xs:maxExclusive value="INF"/>
        </xs:restriction>
      </xs:simpleType>
    </xs:schema>
    """#

  /// `schemas/xml.xsd`: the `xml:lang` attribute, declared locally.
  static let xmlNamespaceSchemaText = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!--
      The one attribute of the XML namespace that QuizBank packs use: xml:lang.
      A minimal local declaration, so that validating a pack never fetches
      anything from the network. quizpack-v1.xsd imports it by relative path.
    -->
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
               targetNamespace="http://www.w3.org/XML/1998/namespace"
               xml:lang="en">
      <xs:attribute name="lang" type="xs:language"/>
    </xs:schema>
    """#
}
