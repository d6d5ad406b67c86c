var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e2) {
    throw mod = 0, e2;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/@xmldom/xmldom/lib/conventions.js
var require_conventions = __commonJS({
  "node_modules/@xmldom/xmldom/lib/conventions.js"(exports) {
    "use strict";
    function find(list, predicate, ac) {
      if (ac === void 0) {
        ac = Array.prototype;
      }
      if (list && typeof ac.find === "function") {
        return ac.find.call(list, predicate);
      }
      for (var i = 0; i < list.length; i++) {
        if (hasOwn(list, i)) {
          var item = list[i];
          if (predicate.call(void 0, item, i, list)) {
            return item;
          }
        }
      }
    }
    function freeze(object, oc) {
      if (oc === void 0) {
        oc = Object;
      }
      if (oc && typeof oc.getOwnPropertyDescriptors === "function") {
        object = oc.create(null, oc.getOwnPropertyDescriptors(object));
      }
      return oc && typeof oc.freeze === "function" ? oc.freeze(object) : object;
    }
    function hasOwn(object, key) {
      return Object.prototype.hasOwnProperty.call(object, key);
    }
    function assign(target, source) {
      if (target === null || typeof target !== "object") {
        throw new TypeError("target is not an object");
      }
      for (var key in source) {
        if (hasOwn(source, key)) {
          target[key] = source[key];
        }
      }
      return target;
    }
    var HTML_BOOLEAN_ATTRIBUTES = freeze({
      allowfullscreen: true,
      async: true,
      autofocus: true,
      autoplay: true,
      checked: true,
      controls: true,
      default: true,
      defer: true,
      disabled: true,
      formnovalidate: true,
      hidden: true,
      ismap: true,
      itemscope: true,
      loop: true,
      multiple: true,
      muted: true,
      nomodule: true,
      novalidate: true,
      open: true,
      playsinline: true,
      readonly: true,
      required: true,
      reversed: true,
      selected: true
    });
    function isHTMLBooleanAttribute(name) {
      return hasOwn(HTML_BOOLEAN_ATTRIBUTES, name.toLowerCase());
    }
    var HTML_VOID_ELEMENTS = freeze({
      area: true,
      base: true,
      br: true,
      col: true,
      embed: true,
      hr: true,
      img: true,
      input: true,
      link: true,
      meta: true,
      param: true,
      source: true,
      track: true,
      wbr: true
    });
    function isHTMLVoidElement(tagName) {
      return hasOwn(HTML_VOID_ELEMENTS, tagName.toLowerCase());
    }
    var HTML_RAW_TEXT_ELEMENTS = freeze({
      script: false,
      style: false,
      textarea: true,
      title: true
    });
    function isHTMLRawTextElement(tagName) {
      var key = tagName.toLowerCase();
      return hasOwn(HTML_RAW_TEXT_ELEMENTS, key) && !HTML_RAW_TEXT_ELEMENTS[key];
    }
    function isHTMLEscapableRawTextElement(tagName) {
      var key = tagName.toLowerCase();
      return hasOwn(HTML_RAW_TEXT_ELEMENTS, key) && HTML_RAW_TEXT_ELEMENTS[key];
    }
    function isHTMLMimeType(mimeType) {
      return mimeType === MIME_TYPE.HTML;
    }
    function hasDefaultHTMLNamespace(mimeType) {
      return isHTMLMimeType(mimeType) || mimeType === MIME_TYPE.XML_XHTML_APPLICATION;
    }
    var MIME_TYPE = freeze({
      /**
       * `text/html`, the only mime type that triggers treating an XML document as HTML.
       *
       * @see https://www.iana.org/assignments/media-types/text/html IANA MimeType registration
       * @see https://en.wikipedia.org/wiki/HTML Wikipedia
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMParser/parseFromString MDN
       * @see https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
       *      WHATWG HTML Spec
       */
      HTML: "text/html",
      /**
       * `application/xml`, the standard mime type for XML documents.
       *
       * @see https://www.iana.org/assignments/media-types/application/xml IANA MimeType
       *      registration
       * @see https://tools.ietf.org/html/rfc7303#section-9.1 RFC 7303
       * @see https://en.wikipedia.org/wiki/XML_and_MIME Wikipedia
       */
      XML_APPLICATION: "application/xml",
      /**
       * `text/xml`, an alias for `application/xml`.
       *
       * @see https://tools.ietf.org/html/rfc7303#section-9.2 RFC 7303
       * @see https://www.iana.org/assignments/media-types/text/xml IANA MimeType registration
       * @see https://en.wikipedia.org/wiki/XML_and_MIME Wikipedia
       */
      XML_TEXT: "text/xml",
      /**
       * `application/xhtml+xml`, indicates an XML document that has the default HTML namespace,
       * but is parsed as an XML document.
       *
       * @see https://www.iana.org/assignments/media-types/application/xhtml+xml IANA MimeType
       *      registration
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createdocument WHATWG DOM Spec
       * @see https://en.wikipedia.org/wiki/XHTML Wikipedia
       */
      XML_XHTML_APPLICATION: "application/xhtml+xml",
      /**
       * `image/svg+xml`,
       *
       * @see https://www.iana.org/assignments/media-types/image/svg+xml IANA MimeType registration
       * @see https://www.w3.org/TR/SVG11/ W3C SVG 1.1
       * @see https://en.wikipedia.org/wiki/Scalable_Vector_Graphics Wikipedia
       */
      XML_SVG_IMAGE: "image/svg+xml"
    });
    var _MIME_TYPES = Object.keys(MIME_TYPE).map(function(key) {
      return MIME_TYPE[key];
    });
    function isValidMimeType(mimeType) {
      return _MIME_TYPES.indexOf(mimeType) > -1;
    }
    var NAMESPACE = freeze({
      /**
       * The XHTML namespace.
       *
       * @see http://www.w3.org/1999/xhtml
       */
      HTML: "http://www.w3.org/1999/xhtml",
      /**
       * The SVG namespace.
       *
       * @see http://www.w3.org/2000/svg
       */
      SVG: "http://www.w3.org/2000/svg",
      /**
       * The `xml:` namespace.
       *
       * @see http://www.w3.org/XML/1998/namespace
       */
      XML: "http://www.w3.org/XML/1998/namespace",
      /**
       * The `xmlns:` namespace.
       *
       * @see https://www.w3.org/2000/xmlns/
       */
      XMLNS: "http://www.w3.org/2000/xmlns/"
    });
    exports.assign = assign;
    exports.find = find;
    exports.freeze = freeze;
    exports.HTML_BOOLEAN_ATTRIBUTES = HTML_BOOLEAN_ATTRIBUTES;
    exports.HTML_RAW_TEXT_ELEMENTS = HTML_RAW_TEXT_ELEMENTS;
    exports.HTML_VOID_ELEMENTS = HTML_VOID_ELEMENTS;
    exports.hasDefaultHTMLNamespace = hasDefaultHTMLNamespace;
    exports.hasOwn = hasOwn;
    exports.isHTMLBooleanAttribute = isHTMLBooleanAttribute;
    exports.isHTMLRawTextElement = isHTMLRawTextElement;
    exports.isHTMLEscapableRawTextElement = isHTMLEscapableRawTextElement;
    exports.isHTMLMimeType = isHTMLMimeType;
    exports.isHTMLVoidElement = isHTMLVoidElement;
    exports.isValidMimeType = isValidMimeType;
    exports.MIME_TYPE = MIME_TYPE;
    exports.NAMESPACE = NAMESPACE;
  }
});

// node_modules/@xmldom/xmldom/lib/errors.js
var require_errors = __commonJS({
  "node_modules/@xmldom/xmldom/lib/errors.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    function extendError(constructor, writableName) {
      constructor.prototype = Object.create(Error.prototype, {
        constructor: { value: constructor },
        name: { value: constructor.name, enumerable: true, writable: writableName }
      });
    }
    var DOMExceptionName = conventions.freeze({
      /**
       * the default value as defined by the spec
       */
      Error: "Error",
      /**
       * @deprecated
       * Use RangeError instead.
       */
      IndexSizeError: "IndexSizeError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      DomstringSizeError: "DomstringSizeError",
      HierarchyRequestError: "HierarchyRequestError",
      WrongDocumentError: "WrongDocumentError",
      InvalidCharacterError: "InvalidCharacterError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      NoDataAllowedError: "NoDataAllowedError",
      NoModificationAllowedError: "NoModificationAllowedError",
      NotFoundError: "NotFoundError",
      NotSupportedError: "NotSupportedError",
      InUseAttributeError: "InUseAttributeError",
      InvalidStateError: "InvalidStateError",
      SyntaxError: "SyntaxError",
      InvalidModificationError: "InvalidModificationError",
      NamespaceError: "NamespaceError",
      /**
       * @deprecated
       * Use TypeError for invalid arguments,
       * "NotSupportedError" DOMException for unsupported operations,
       * and "NotAllowedError" DOMException for denied requests instead.
       */
      InvalidAccessError: "InvalidAccessError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      ValidationError: "ValidationError",
      /**
       * @deprecated
       * Use TypeError instead.
       */
      TypeMismatchError: "TypeMismatchError",
      SecurityError: "SecurityError",
      NetworkError: "NetworkError",
      AbortError: "AbortError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      URLMismatchError: "URLMismatchError",
      QuotaExceededError: "QuotaExceededError",
      TimeoutError: "TimeoutError",
      InvalidNodeTypeError: "InvalidNodeTypeError",
      DataCloneError: "DataCloneError",
      EncodingError: "EncodingError",
      NotReadableError: "NotReadableError",
      UnknownError: "UnknownError",
      ConstraintError: "ConstraintError",
      DataError: "DataError",
      TransactionInactiveError: "TransactionInactiveError",
      ReadOnlyError: "ReadOnlyError",
      VersionError: "VersionError",
      OperationError: "OperationError",
      NotAllowedError: "NotAllowedError",
      OptOutError: "OptOutError"
    });
    var DOMExceptionNames = Object.keys(DOMExceptionName);
    function isValidDomExceptionCode(value) {
      return typeof value === "number" && value >= 1 && value <= 25;
    }
    function endsWithError(value) {
      return typeof value === "string" && value.substring(value.length - DOMExceptionName.Error.length) === DOMExceptionName.Error;
    }
    function DOMException(messageOrCode, nameOrMessage) {
      if (isValidDomExceptionCode(messageOrCode)) {
        this.name = DOMExceptionNames[messageOrCode];
        this.message = nameOrMessage || "";
      } else {
        this.message = messageOrCode;
        this.name = endsWithError(nameOrMessage) ? nameOrMessage : DOMExceptionName.Error;
      }
      if (Error.captureStackTrace) Error.captureStackTrace(this, DOMException);
    }
    extendError(DOMException, true);
    Object.defineProperties(DOMException.prototype, {
      code: {
        enumerable: true,
        get: function() {
          var code = DOMExceptionNames.indexOf(this.name);
          if (isValidDomExceptionCode(code)) return code;
          return 0;
        }
      }
    });
    var ExceptionCode = {
      INDEX_SIZE_ERR: 1,
      DOMSTRING_SIZE_ERR: 2,
      HIERARCHY_REQUEST_ERR: 3,
      WRONG_DOCUMENT_ERR: 4,
      INVALID_CHARACTER_ERR: 5,
      NO_DATA_ALLOWED_ERR: 6,
      NO_MODIFICATION_ALLOWED_ERR: 7,
      NOT_FOUND_ERR: 8,
      NOT_SUPPORTED_ERR: 9,
      INUSE_ATTRIBUTE_ERR: 10,
      INVALID_STATE_ERR: 11,
      SYNTAX_ERR: 12,
      INVALID_MODIFICATION_ERR: 13,
      NAMESPACE_ERR: 14,
      INVALID_ACCESS_ERR: 15,
      VALIDATION_ERR: 16,
      TYPE_MISMATCH_ERR: 17,
      SECURITY_ERR: 18,
      NETWORK_ERR: 19,
      ABORT_ERR: 20,
      URL_MISMATCH_ERR: 21,
      QUOTA_EXCEEDED_ERR: 22,
      TIMEOUT_ERR: 23,
      INVALID_NODE_TYPE_ERR: 24,
      DATA_CLONE_ERR: 25
    };
    var entries = Object.entries(ExceptionCode);
    for (i = 0; i < entries.length; i++) {
      key = entries[i][0];
      DOMException[key] = entries[i][1];
    }
    var key;
    var i;
    function ParseError2(message, locator, cause) {
      this.message = message;
      this.locator = locator;
      this.cause = cause;
      if (Error.captureStackTrace) Error.captureStackTrace(this, ParseError2);
    }
    extendError(ParseError2);
    exports.DOMException = DOMException;
    exports.DOMExceptionName = DOMExceptionName;
    exports.ExceptionCode = ExceptionCode;
    exports.ParseError = ParseError2;
  }
});

// node_modules/@xmldom/xmldom/lib/grammar.js
var require_grammar = __commonJS({
  "node_modules/@xmldom/xmldom/lib/grammar.js"(exports) {
    "use strict";
    function detectUnicodeSupport(RegExpImpl) {
      try {
        if (typeof RegExpImpl !== "function") {
          RegExpImpl = RegExp;
        }
        var match = new RegExpImpl("\u{1D306}", "u").exec("\u{1D306}");
        return !!match && match[0].length === 2;
      } catch (error) {
      }
      return false;
    }
    var UNICODE_SUPPORT = detectUnicodeSupport();
    function chars(regexp) {
      if (regexp.source[0] !== "[") {
        throw new Error(regexp + " can not be used with chars");
      }
      return regexp.source.slice(1, regexp.source.lastIndexOf("]"));
    }
    function chars_without(regexp, search) {
      if (regexp.source[0] !== "[") {
        throw new Error("/" + regexp.source + "/ can not be used with chars_without");
      }
      if (!search || typeof search !== "string") {
        throw new Error(JSON.stringify(search) + " is not a valid search");
      }
      if (regexp.source.indexOf(search) === -1) {
        throw new Error('"' + search + '" is not is /' + regexp.source + "/");
      }
      if (search === "-" && regexp.source.indexOf(search) !== 1) {
        throw new Error('"' + search + '" is not at the first postion of /' + regexp.source + "/");
      }
      return new RegExp(regexp.source.replace(search, ""), UNICODE_SUPPORT ? "u" : "");
    }
    function reg(args) {
      var self = this;
      return new RegExp(
        Array.prototype.slice.call(arguments).map(function(part) {
          var isStr = typeof part === "string";
          if (isStr && self === void 0 && part === "|") {
            throw new Error("use regg instead of reg to wrap expressions with `|`!");
          }
          return isStr ? part : part.source;
        }).join(""),
        UNICODE_SUPPORT ? "u" : ""
      );
    }
    function regg(args) {
      if (arguments.length === 0) {
        throw new Error("no parameters provided");
      }
      return reg.apply(regg, ["(?:"].concat(Array.prototype.slice.call(arguments), [")"]));
    }
    var UNICODE_REPLACEMENT_CHARACTER = "\uFFFD";
    var Char = /[-\x09\x0A\x0D\x20-\x2C\x2E-\uD7FF\uE000-\uFFFD]/;
    if (UNICODE_SUPPORT) {
      Char = reg("[", chars(Char), "\\u{10000}-\\u{10FFFF}", "]");
    }
    var InvalidChar = new RegExp("[^" + chars(Char) + "]", UNICODE_SUPPORT ? "u" : "");
    var _SChar = /[\x20\x09\x0D\x0A]/;
    var SChar_s = chars(_SChar);
    var S = reg(_SChar, "+");
    var S_OPT = reg(_SChar, "*");
    var NameStartChar = /[:_a-zA-Z\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/;
    if (UNICODE_SUPPORT) {
      NameStartChar = reg("[", chars(NameStartChar), "\\u{10000}-\\u{10FFFF}", "]");
    }
    var NameStartChar_s = chars(NameStartChar);
    var NameChar = reg("[", NameStartChar_s, chars(/[-.0-9\xB7]/), chars(/[\u0300-\u036F\u203F-\u2040]/), "]");
    var Name = reg(NameStartChar, NameChar, "*");
    var Name_exact = reg("^", Name, "$");
    var Nmtoken = reg(NameChar, "+");
    var EntityRef = reg("&", Name, ";");
    var CharRef = regg(/&#[0-9]+;|&#x[0-9a-fA-F]+;/);
    var Reference = regg(EntityRef, "|", CharRef);
    var PEReference = reg("%", Name, ";");
    var EntityValue = regg(
      reg('"', regg(/[^%&"]/, "|", PEReference, "|", Reference), "*", '"'),
      "|",
      reg("'", regg(/[^%&']/, "|", PEReference, "|", Reference), "*", "'")
    );
    var AttValue = regg('"', regg(/[^<&"]/, "|", Reference), "*", '"', "|", "'", regg(/[^<&']/, "|", Reference), "*", "'");
    var NCNameStartChar = chars_without(NameStartChar, ":");
    var NCNameChar = chars_without(NameChar, ":");
    var NCName = reg(NCNameStartChar, NCNameChar, "*");
    var NCName_exact = reg("^", NCName, "$");
    var QName = reg(NCName, regg(":", NCName), "?");
    var QName_exact = reg("^", QName, "$");
    var QName_group = reg("(", QName, ")");
    var SystemLiteral = regg(/"[^"]*"|'[^']*'/);
    var PI2 = reg(/^<\?/, "(", Name, ")", regg(S, "(?!", _SChar, ")(", Char, "*?)"), "?", /\?>/);
    var PubidChar = /[\x20\x0D\x0Aa-zA-Z0-9-'()+,./:=?;!*#@$_%]/;
    var PubidLiteral = regg('"', PubidChar, '*"', "|", "'", chars_without(PubidChar, "'"), "*'");
    var COMMENT_START = "<!--";
    var COMMENT_END = "-->";
    var Comment = reg(COMMENT_START, regg(chars_without(Char, "-"), "|", reg("-", chars_without(Char, "-"))), "*", COMMENT_END);
    var PCDATA = "#PCDATA";
    var Mixed = regg(
      reg(/\(/, S_OPT, PCDATA, regg(S_OPT, /\|/, S_OPT, QName), "*", S_OPT, /\)\*/),
      "|",
      reg(/\(/, S_OPT, PCDATA, S_OPT, /\)/)
    );
    var _children_quantity = /[?*+]?/;
    var children3 = reg(
      /\([^>]+\)/,
      _children_quantity
      /*regg(choice, '|', seq), _children_quantity*/
    );
    var contentspec = regg("EMPTY", "|", "ANY", "|", Mixed, "|", children3);
    var ELEMENTDECL_START = "<!ELEMENT";
    var elementdecl = reg(ELEMENTDECL_START, S, regg(QName, "|", PEReference), S, regg(contentspec, "|", PEReference), S_OPT, ">");
    var NotationType = reg("NOTATION", S, /\(/, S_OPT, Name, regg(S_OPT, /\|/, S_OPT, Name), "*", S_OPT, /\)/);
    var Enumeration = reg(/\(/, S_OPT, Nmtoken, regg(S_OPT, /\|/, S_OPT, Nmtoken), "*", S_OPT, /\)/);
    var EnumeratedType = regg(NotationType, "|", Enumeration);
    var AttType = regg(/CDATA|ID|IDREF|IDREFS|ENTITY|ENTITIES|NMTOKEN|NMTOKENS/, "|", EnumeratedType);
    var DefaultDecl = regg(/#REQUIRED|#IMPLIED/, "|", regg(regg("#FIXED", S), "?", AttValue));
    var AttDef = regg(S, Name, S, AttType, S, DefaultDecl);
    var ATTLIST_DECL_START = "<!ATTLIST";
    var AttlistDecl = reg(ATTLIST_DECL_START, S, Name, AttDef, "*", S_OPT, ">");
    var ABOUT_LEGACY_COMPAT = "about:legacy-compat";
    var ABOUT_LEGACY_COMPAT_SystemLiteral = regg('"' + ABOUT_LEGACY_COMPAT + '"', "|", "'" + ABOUT_LEGACY_COMPAT + "'");
    var SYSTEM = "SYSTEM";
    var PUBLIC = "PUBLIC";
    var ExternalID = regg(regg(SYSTEM, S, SystemLiteral), "|", regg(PUBLIC, S, PubidLiteral, S, SystemLiteral));
    var ExternalID_match = reg(
      "^",
      regg(
        regg(SYSTEM, S, "(?<SystemLiteralOnly>", SystemLiteral, ")"),
        "|",
        regg(PUBLIC, S, "(?<PubidLiteral>", PubidLiteral, ")", S, "(?<SystemLiteral>", SystemLiteral, ")")
      )
    );
    var PubidLiteral_match = reg("^", PubidLiteral, "$");
    var SystemLiteral_match = reg("^", SystemLiteral, "$");
    var NDataDecl = regg(S, "NDATA", S, Name);
    var EntityDef = regg(EntityValue, "|", regg(ExternalID, NDataDecl, "?"));
    var ENTITY_DECL_START = "<!ENTITY";
    var GEDecl = reg(ENTITY_DECL_START, S, Name, S, EntityDef, S_OPT, ">");
    var PEDef = regg(EntityValue, "|", ExternalID);
    var PEDecl = reg(ENTITY_DECL_START, S, "%", S, Name, S, PEDef, S_OPT, ">");
    var EntityDecl = regg(GEDecl, "|", PEDecl);
    var PublicID = reg(PUBLIC, S, PubidLiteral);
    var NotationDecl = reg("<!NOTATION", S, Name, S, regg(ExternalID, "|", PublicID), S_OPT, ">");
    var Eq = reg(S_OPT, "=", S_OPT);
    var VersionNum = /1[.]\d+/;
    var VersionInfo = reg(S, "version", Eq, regg("'", VersionNum, "'", "|", '"', VersionNum, '"'));
    var EncName = /[A-Za-z][-A-Za-z0-9._]*/;
    var EncodingDecl = regg(S, "encoding", Eq, regg('"', EncName, '"', "|", "'", EncName, "'"));
    var SDDecl = regg(S, "standalone", Eq, regg("'", regg("yes", "|", "no"), "'", "|", '"', regg("yes", "|", "no"), '"'));
    var XMLDecl = reg(/^<\?xml/, VersionInfo, EncodingDecl, "?", SDDecl, "?", S_OPT, /\?>/);
    var DOCTYPE_DECL_START = "<!DOCTYPE";
    var CDATA_START = "<![CDATA[";
    var CDATA_END = "]]>";
    var CDStart = /<!\[CDATA\[/;
    var CDEnd = /\]\]>/;
    var CData = reg(Char, "*?", CDEnd);
    var CDSect = reg(CDStart, CData);
    exports.chars = chars;
    exports.chars_without = chars_without;
    exports.detectUnicodeSupport = detectUnicodeSupport;
    exports.reg = reg;
    exports.regg = regg;
    exports.ABOUT_LEGACY_COMPAT = ABOUT_LEGACY_COMPAT;
    exports.ABOUT_LEGACY_COMPAT_SystemLiteral = ABOUT_LEGACY_COMPAT_SystemLiteral;
    exports.AttlistDecl = AttlistDecl;
    exports.CDATA_START = CDATA_START;
    exports.CDATA_END = CDATA_END;
    exports.CDSect = CDSect;
    exports.Char = Char;
    exports.Comment = Comment;
    exports.COMMENT_START = COMMENT_START;
    exports.COMMENT_END = COMMENT_END;
    exports.DOCTYPE_DECL_START = DOCTYPE_DECL_START;
    exports.elementdecl = elementdecl;
    exports.EntityDecl = EntityDecl;
    exports.EntityValue = EntityValue;
    exports.ExternalID = ExternalID;
    exports.ExternalID_match = ExternalID_match;
    exports.Name = Name;
    exports.Name_exact = Name_exact;
    exports.NCName_exact = NCName_exact;
    exports.NotationDecl = NotationDecl;
    exports.Reference = Reference;
    exports.PEReference = PEReference;
    exports.PI = PI2;
    exports.PUBLIC = PUBLIC;
    exports.PubidLiteral = PubidLiteral;
    exports.PubidLiteral_match = PubidLiteral_match;
    exports.QName = QName;
    exports.QName_exact = QName_exact;
    exports.QName_group = QName_group;
    exports.S = S;
    exports.SChar_s = SChar_s;
    exports.S_OPT = S_OPT;
    exports.SYSTEM = SYSTEM;
    exports.SystemLiteral = SystemLiteral;
    exports.SystemLiteral_match = SystemLiteral_match;
    exports.InvalidChar = InvalidChar;
    exports.UNICODE_REPLACEMENT_CHARACTER = UNICODE_REPLACEMENT_CHARACTER;
    exports.UNICODE_SUPPORT = UNICODE_SUPPORT;
    exports.XMLDecl = XMLDecl;
  }
});

// node_modules/@xmldom/xmldom/lib/dom.js
var require_dom = __commonJS({
  "node_modules/@xmldom/xmldom/lib/dom.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    var find = conventions.find;
    var hasDefaultHTMLNamespace = conventions.hasDefaultHTMLNamespace;
    var hasOwn = conventions.hasOwn;
    var isHTMLMimeType = conventions.isHTMLMimeType;
    var isHTMLRawTextElement = conventions.isHTMLRawTextElement;
    var isHTMLVoidElement = conventions.isHTMLVoidElement;
    var MIME_TYPE = conventions.MIME_TYPE;
    var NAMESPACE = conventions.NAMESPACE;
    var PDC = /* @__PURE__ */ Symbol();
    var errors = require_errors();
    var DOMException = errors.DOMException;
    var DOMExceptionName = errors.DOMExceptionName;
    var g = require_grammar();
    function checkSymbol(symbol) {
      if (symbol !== PDC) {
        throw new TypeError("Illegal constructor");
      }
    }
    function notEmptyString(input) {
      return input !== "";
    }
    function splitOnASCIIWhitespace(input) {
      return input ? input.split(/[\t\n\f\r ]+/).filter(notEmptyString) : [];
    }
    function orderedSetReducer(current, element) {
      if (!hasOwn(current, element)) {
        current[element] = true;
      }
      return current;
    }
    function toOrderedSet(input) {
      if (!input) return [];
      var list = splitOnASCIIWhitespace(input);
      return Object.keys(list.reduce(orderedSetReducer, {}));
    }
    function arrayIncludes(list) {
      return function(element) {
        return list && list.indexOf(element) !== -1;
      };
    }
    function validateQualifiedName(qualifiedName) {
      if (!g.QName_exact.test(qualifiedName)) {
        throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'invalid character in qualified name "' + qualifiedName + '"');
      }
    }
    function validateAndExtract(namespace, qualifiedName) {
      validateQualifiedName(qualifiedName);
      namespace = namespace || null;
      var prefix = null;
      var localName = qualifiedName;
      if (qualifiedName.indexOf(":") >= 0) {
        var splitResult = qualifiedName.split(":");
        prefix = splitResult[0];
        localName = splitResult[1];
      }
      if (prefix !== null && namespace === null) {
        throw new DOMException(DOMException.NAMESPACE_ERR, "prefix is non-null and namespace is null");
      }
      if (prefix === "xml" && namespace !== conventions.NAMESPACE.XML) {
        throw new DOMException(DOMException.NAMESPACE_ERR, 'prefix is "xml" and namespace is not the XML namespace');
      }
      if ((prefix === "xmlns" || qualifiedName === "xmlns") && namespace !== conventions.NAMESPACE.XMLNS) {
        throw new DOMException(
          DOMException.NAMESPACE_ERR,
          'either qualifiedName or prefix is "xmlns" and namespace is not the XMLNS namespace'
        );
      }
      if (namespace === conventions.NAMESPACE.XMLNS && prefix !== "xmlns" && qualifiedName !== "xmlns") {
        throw new DOMException(
          DOMException.NAMESPACE_ERR,
          'namespace is the XMLNS namespace and neither qualifiedName nor prefix is "xmlns"'
        );
      }
      return [namespace, prefix, localName];
    }
    function copy(src, dest) {
      for (var p in src) {
        if (hasOwn(src, p)) {
          dest[p] = src[p];
        }
      }
    }
    function _extends(Class, Super) {
      var pt = Class.prototype;
      if (!(pt instanceof Super)) {
        let t = function() {
        };
        t.prototype = Super.prototype;
        t = new t();
        copy(pt, t);
        Class.prototype = pt = t;
      }
      if (pt.constructor != Class) {
        if (typeof Class != "function") {
          console.error("unknown Class:" + Class);
        }
        pt.constructor = Class;
      }
    }
    var NodeType = {};
    var ELEMENT_NODE = NodeType.ELEMENT_NODE = 1;
    var ATTRIBUTE_NODE = NodeType.ATTRIBUTE_NODE = 2;
    var TEXT_NODE = NodeType.TEXT_NODE = 3;
    var CDATA_SECTION_NODE = NodeType.CDATA_SECTION_NODE = 4;
    var ENTITY_REFERENCE_NODE = NodeType.ENTITY_REFERENCE_NODE = 5;
    var ENTITY_NODE = NodeType.ENTITY_NODE = 6;
    var PROCESSING_INSTRUCTION_NODE = NodeType.PROCESSING_INSTRUCTION_NODE = 7;
    var COMMENT_NODE = NodeType.COMMENT_NODE = 8;
    var DOCUMENT_NODE = NodeType.DOCUMENT_NODE = 9;
    var DOCUMENT_TYPE_NODE = NodeType.DOCUMENT_TYPE_NODE = 10;
    var DOCUMENT_FRAGMENT_NODE = NodeType.DOCUMENT_FRAGMENT_NODE = 11;
    var NOTATION_NODE = NodeType.NOTATION_NODE = 12;
    var DocumentPosition = conventions.freeze({
      DOCUMENT_POSITION_DISCONNECTED: 1,
      DOCUMENT_POSITION_PRECEDING: 2,
      DOCUMENT_POSITION_FOLLOWING: 4,
      DOCUMENT_POSITION_CONTAINS: 8,
      DOCUMENT_POSITION_CONTAINED_BY: 16,
      DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC: 32
    });
    function commonAncestor(a, b) {
      if (b.length < a.length) return commonAncestor(b, a);
      var c = null;
      for (var n in a) {
        if (a[n] !== b[n]) return c;
        c = a[n];
      }
      return c;
    }
    function docGUID(doc) {
      if (!doc.guid) doc.guid = Math.random();
      return doc.guid;
    }
    function NodeList() {
    }
    NodeList.prototype = {
      /**
       * The number of nodes in the list. The range of valid child node indices is 0 to length-1
       * inclusive.
       *
       * @type {number}
       */
      length: 0,
      /**
       * Returns the item at `index`. If index is greater than or equal to the number of nodes in
       * the list, this returns null.
       *
       * @param index
       * Unsigned long Index into the collection.
       * @returns {Node | null}
       * The node at position `index` in the NodeList,
       * or null if that is not a valid index.
       */
      item: function(index) {
        return index >= 0 && index < this.length ? this[index] : null;
      },
      /**
       * Returns a string representation of the NodeList.
       *
       * Accepts the same `options` object as `XMLSerializer.prototype.serializeToString`
       * (`requireWellFormed`, `splitCDATASections`, `nodeFilter`). Passing a function is treated as
       * a legacy `nodeFilter` for backward compatibility.
       *
       * @param {Object | function} [options]
       * @param {boolean} [options.requireWellFormed=false]
       * @param {boolean} [options.splitCDATASections=true]
       * @param {function} [options.nodeFilter]
       * @returns {string}
       */
      toString: function(options) {
        var opts;
        if (typeof options === "function") {
          opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: options };
        } else if (!!options) {
          opts = {
            requireWellFormed: !!options.requireWellFormed,
            splitCDATASections: options.splitCDATASections !== false,
            nodeFilter: options.nodeFilter || null
          };
        } else {
          opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: null };
        }
        for (var buf = [], i = 0; i < this.length; i++) {
          serializeToString(this[i], buf, null, opts);
        }
        return buf.join("");
      },
      /**
       * Filters the NodeList based on a predicate.
       *
       * @param {function(Node): boolean} predicate
       * - A predicate function to filter the NodeList.
       * @returns {Node[]}
       * An array of nodes that satisfy the predicate.
       * @private
       */
      filter: function(predicate) {
        return Array.prototype.filter.call(this, predicate);
      },
      /**
       * Returns the first index at which a given node can be found in the NodeList, or -1 if it is
       * not present.
       *
       * @param {Node} item
       * - The Node item to locate in the NodeList.
       * @returns {number}
       * The first index of the node in the NodeList; -1 if not found.
       * @private
       */
      indexOf: function(item) {
        return Array.prototype.indexOf.call(this, item);
      }
    };
    NodeList.prototype[Symbol.iterator] = function() {
      var me = this;
      var index = 0;
      return {
        next: function() {
          if (index < me.length) {
            return {
              value: me[index++],
              done: false
            };
          } else {
            return {
              done: true
            };
          }
        },
        return: function() {
          return {
            done: true
          };
        }
      };
    };
    function LiveNodeList(node, refresh) {
      this._node = node;
      this._refresh = refresh;
      _updateLiveList(this);
    }
    function _updateLiveList(list) {
      var inc = list._node._inc || list._node.ownerDocument._inc;
      if (list._inc !== inc) {
        var ls = list._refresh(list._node);
        __set__(list, "length", ls.length);
        if (!list.$$length || ls.length < list.$$length) {
          for (var i = ls.length; i in list; i++) {
            if (hasOwn(list, i)) {
              delete list[i];
            }
          }
        }
        copy(ls, list);
        list._inc = inc;
      }
    }
    LiveNodeList.prototype.item = function(i) {
      _updateLiveList(this);
      return this[i] || null;
    };
    _extends(LiveNodeList, NodeList);
    function NamedNodeMap() {
      this._nsIndex = /* @__PURE__ */ Object.create(null);
      this._noNsIndex = /* @__PURE__ */ Object.create(null);
    }
    function _findNodeIndex(list, node) {
      var i = 0;
      while (i < list.length) {
        if (list[i] === node) {
          return i;
        }
        i++;
      }
    }
    function _nnmBucket(map, namespaceURI, create) {
      if (!namespaceURI) {
        return map._noNsIndex;
      }
      var bucket = map._nsIndex[namespaceURI];
      if (!bucket && create) {
        bucket = map._nsIndex[namespaceURI] = /* @__PURE__ */ Object.create(null);
      }
      return bucket;
    }
    function _nnmIndexFind(map, namespaceURI, localName) {
      var bucket = _nnmBucket(map, namespaceURI, false);
      var found = bucket && bucket[localName];
      return found ? found : null;
    }
    function _nnmIndexAdd(map, attr) {
      _nnmBucket(map, attr.namespaceURI, true)[attr.localName] = attr;
    }
    function _nnmIndexRemove(map, attr) {
      var bucket = _nnmBucket(map, attr.namespaceURI, false);
      if (bucket) {
        delete bucket[attr.localName];
      }
    }
    function _addNamedNode(el, list, newAttr, oldAttr) {
      if (oldAttr) {
        list[_findNodeIndex(list, oldAttr)] = newAttr;
      } else {
        list[list.length] = newAttr;
        list.length++;
      }
      _nnmIndexAdd(list, newAttr);
      if (el) {
        newAttr.ownerElement = el;
        var doc = el.ownerDocument;
        if (doc) {
          oldAttr && _onRemoveAttribute(doc, el, oldAttr);
          _onAddAttribute(doc, el, newAttr);
        }
      }
    }
    function _removeNamedNode(el, list, attr) {
      var i = _findNodeIndex(list, attr);
      if (i >= 0) {
        var lastIndex = list.length - 1;
        while (i <= lastIndex) {
          list[i] = list[++i];
        }
        list.length = lastIndex;
        _nnmIndexRemove(list, attr);
        if (el) {
          var doc = el.ownerDocument;
          if (doc) {
            _onRemoveAttribute(doc, el, attr);
          }
          attr.ownerElement = null;
        }
      }
    }
    NamedNodeMap.prototype = {
      length: 0,
      item: NodeList.prototype.item,
      /**
       * Get an attribute by name. Note: Name is in lower case in case of HTML namespace and
       * document.
       *
       * @param {string} localName
       * The local name of the attribute.
       * @returns {Attr | null}
       * The attribute with the given local name, or null if no such attribute exists.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name
       */
      getNamedItem: function(localName) {
        if (this._ownerElement && this._ownerElement._isInHTMLDocumentAndNamespace()) {
          localName = localName.toLowerCase();
        }
        var i = 0;
        while (i < this.length) {
          var attr = this[i];
          if (attr.nodeName === localName) {
            return attr;
          }
          i++;
        }
        return null;
      },
      /**
       * Set an attribute.
       *
       * @param {Attr} attr
       * The attribute to set.
       * @returns {Attr | null}
       * The old attribute with the same local name and namespace URI as the new one, or null if no
       * such attribute exists.
       * @throws {DOMException}
       * With code:
       * - {@link INUSE_ATTRIBUTE_ERR} - If the attribute is already an attribute of another
       * element.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-set
       */
      setNamedItem: function(attr) {
        var el = attr.ownerElement;
        if (el && el !== this._ownerElement) {
          throw new DOMException(DOMException.INUSE_ATTRIBUTE_ERR);
        }
        var oldAttr = _nnmIndexFind(this, attr.namespaceURI, attr.localName);
        if (oldAttr === attr) {
          return attr;
        }
        _addNamedNode(this._ownerElement, this, attr, oldAttr);
        return oldAttr;
      },
      /**
       * Set an attribute, replacing an existing attribute with the same local name and namespace
       * URI if one exists.
       *
       * @param {Attr} attr
       * The attribute to set.
       * @returns {Attr | null}
       * The old attribute with the same local name and namespace URI as the new one, or null if no
       * such attribute exists.
       * @throws {DOMException}
       * Throws a DOMException with the name "InUseAttributeError" if the attribute is already an
       * attribute of another element.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-set
       */
      setNamedItemNS: function(attr) {
        return this.setNamedItem(attr);
      },
      /**
       * Removes an attribute specified by the local name.
       *
       * @param {string} localName
       * The local name of the attribute to be removed.
       * @returns {Attr}
       * The attribute node that was removed.
       * @throws {DOMException}
       * With code:
       * - {@link DOMException.NOT_FOUND_ERR} if no attribute with the given name is found.
       * @see https://dom.spec.whatwg.org/#dom-namednodemap-removenameditem
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-name
       */
      removeNamedItem: function(localName) {
        var attr = this.getNamedItem(localName);
        if (!attr) {
          throw new DOMException(DOMException.NOT_FOUND_ERR, localName);
        }
        _removeNamedNode(this._ownerElement, this, attr);
        return attr;
      },
      /**
       * Removes an attribute specified by the namespace and local name.
       *
       * @param {string | null} namespaceURI
       * The namespace URI of the attribute to be removed.
       * @param {string} localName
       * The local name of the attribute to be removed.
       * @returns {Attr}
       * The attribute node that was removed.
       * @throws {DOMException}
       * With code:
       * - {@link DOMException.NOT_FOUND_ERR} if no attribute with the given namespace URI and local
       * name is found.
       * @see https://dom.spec.whatwg.org/#dom-namednodemap-removenameditemns
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-namespace
       */
      removeNamedItemNS: function(namespaceURI, localName) {
        var attr = this.getNamedItemNS(namespaceURI, localName);
        if (!attr) {
          throw new DOMException(DOMException.NOT_FOUND_ERR, namespaceURI ? namespaceURI + " : " + localName : localName);
        }
        _removeNamedNode(this._ownerElement, this, attr);
        return attr;
      },
      /**
       * Get an attribute by namespace and local name.
       *
       * @param {string | null} namespaceURI
       * The namespace URI of the attribute.
       * @param {string} localName
       * The local name of the attribute.
       * @returns {Attr | null}
       * The attribute with the given namespace URI and local name, or null if no such attribute
       * exists.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-get-by-namespace
       */
      getNamedItemNS: function(namespaceURI, localName) {
        if (!namespaceURI) {
          namespaceURI = null;
        }
        var i = 0;
        while (i < this.length) {
          var node = this[i];
          if (node.localName === localName && node.namespaceURI === namespaceURI) {
            return node;
          }
          i++;
        }
        return null;
      }
    };
    NamedNodeMap.prototype[Symbol.iterator] = function() {
      var me = this;
      var index = 0;
      return {
        next: function() {
          if (index < me.length) {
            return {
              value: me[index++],
              done: false
            };
          } else {
            return {
              done: true
            };
          }
        },
        return: function() {
          return {
            done: true
          };
        }
      };
    };
    function DOMImplementation() {
    }
    DOMImplementation.prototype = {
      /**
       * Test if the DOM implementation implements a specific feature and version, as specified in
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/core.html#DOMFeatures DOM Features}.
       *
       * The DOMImplementation.hasFeature() method returns a Boolean flag indicating if a given
       * feature is supported. The different implementations fairly diverged in what kind of
       * features were reported. The latest version of the spec settled to force this method to
       * always return true, where the functionality was accurate and in use.
       *
       * @deprecated
       * It is deprecated and modern browsers return true in all cases.
       * @function DOMImplementation#hasFeature
       * @param {string} feature
       * The name of the feature to test.
       * @param {string} [version]
       * This is the version number of the feature to test.
       * @returns {boolean}
       * Always returns true.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMImplementation/hasFeature MDN
       * @see https://www.w3.org/TR/REC-DOM-Level-1/level-one-core.html#ID-5CED94D7 DOM Level 1 Core
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-hasfeature DOM Living Standard
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#ID-5CED94D7 DOM Level 3 Core
       */
      hasFeature: function(feature, version) {
        return true;
      },
      /**
       * Creates a DOM Document object of the specified type with its document element. Note that
       * based on the {@link DocumentType}
       * given to create the document, the implementation may instantiate specialized
       * {@link Document} objects that support additional features than the "Core", such as "HTML"
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#DOM2HTML DOM Level 2 HTML}.
       * On the other hand, setting the {@link DocumentType} after the document was created makes
       * this very unlikely to happen. Alternatively, specialized {@link Document} creation methods,
       * such as createHTMLDocument
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#DOM2HTML DOM Level 2 HTML},
       * can be used to obtain specific types of {@link Document} objects.
       *
       * __It behaves slightly different from the description in the living standard__:
       * - There is no interface/class `XMLDocument`, it returns a `Document`
       * instance (with it's `type` set to `'xml'`).
       * - `encoding`, `mode`, `origin`, `url` fields are currently not declared.
       *
       * @function DOMImplementation.createDocument
       * @param {string | null} namespaceURI
       * The
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-namespaceURI namespace URI}
       * of the document element to create or null.
       * @param {string | null} qualifiedName
       * The
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-qualifiedname qualified name}
       * of the document element to be created or null.
       * @param {DocumentType | null} [doctype=null]
       * The type of document to be created or null. When doctype is not null, its
       * {@link Node#ownerDocument} attribute is set to the document being created. Default is
       * `null`
       * @returns {Document}
       * A new {@link Document} object with its document element. If the NamespaceURI,
       * qualifiedName, and doctype are null, the returned {@link Document} is empty with no
       * document element.
       * @throws {DOMException}
       * With code:
       *
       * - `INVALID_CHARACTER_ERR`: Raised if the specified qualified name is not an XML name
       * according to {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#XML XML 1.0}.
       * - `NAMESPACE_ERR`: Raised if the qualifiedName is malformed, if the qualifiedName has a
       * prefix and the namespaceURI is null, or if the qualifiedName is null and the namespaceURI
       * is different from null, or if the qualifiedName has a prefix that is "xml" and the
       * namespaceURI is different from "{@link http://www.w3.org/XML/1998/namespace}"
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#Namespaces XML Namespaces},
       * or if the DOM implementation does not support the "XML" feature but a non-null namespace
       * URI was provided, since namespaces were defined by XML.
       * - `WRONG_DOCUMENT_ERR`: Raised if doctype has already been used with a different document
       * or was created from a different implementation.
       * - `NOT_SUPPORTED_ERR`: May be raised if the implementation does not support the feature
       * "XML" and the language exposed through the Document does not support XML Namespaces (such
       * as {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#HTML40 HTML 4.01}).
       * @since DOM Level 2.
       * @see {@link #createHTMLDocument}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMImplementation/createDocument MDN
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createdocument DOM Living Standard
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Level-2-Core-DOM-createDocument DOM
       *      Level 3 Core
       * @see https://www.w3.org/TR/DOM-Level-2-Core/core.html#Level-2-Core-DOM-createDocument DOM
       *      Level 2 Core (initial)
       */
      createDocument: function(namespaceURI, qualifiedName, doctype) {
        var contentType = MIME_TYPE.XML_APPLICATION;
        if (namespaceURI === NAMESPACE.HTML) {
          contentType = MIME_TYPE.XML_XHTML_APPLICATION;
        } else if (namespaceURI === NAMESPACE.SVG) {
          contentType = MIME_TYPE.XML_SVG_IMAGE;
        }
        var doc = new Document(PDC, { contentType });
        doc.implementation = this;
        doc.childNodes = new NodeList();
        doc.doctype = doctype || null;
        if (doctype) {
          doc.appendChild(doctype);
        }
        if (qualifiedName) {
          var root = doc.createElementNS(namespaceURI, qualifiedName);
          doc.appendChild(root);
        }
        return doc;
      },
      /**
       * Creates an empty DocumentType node. Entity declarations and notations are not made
       * available. Entity reference expansions and default attribute additions do not occur.
       *
       * **This behavior is slightly different from the one in the specs**:
       * - `encoding`, `mode`, `origin`, `url` fields are currently not declared.
       * - `publicId` and `systemId` contain the raw data including any possible quotes,
       *   so they can always be serialized back to the original value
       * - `internalSubset` contains the raw string between `[` and `]` if present,
       *   but is not parsed or validated in any form.
       *
       * @function DOMImplementation#createDocumentType
       * @param {string} qualifiedName
       * The {@link https://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-qualifiedname qualified
       * name} of the document type to be created.
       * @param {string} [publicId]
       * The external subset public identifier. Stored verbatim including surrounding quotes.
       * When serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       * if the value is non-empty and does not match the XML `PubidLiteral` production
       * (W3C DOM Parsing §3.2.1.3; XML 1.0 production [12]). Creation-time validation is not
       * enforced — deferred to a future breaking release.
       * @param {string} [systemId]
       * The external subset system identifier. Stored verbatim including surrounding quotes.
       * When serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       * if the value is non-empty and does not match the XML `SystemLiteral` production
       * (W3C DOM Parsing §3.2.1.3; XML 1.0 production [11]). Creation-time validation is not
       * enforced — deferred to a future breaking release.
       * @param {string} [internalSubset]
       * The internal subset or an empty string if it is not present. Stored verbatim.
       * When serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       * if the value contains `"]>"`. Creation-time validation is not enforced.
       * @returns {DocumentType}
       * A new {@link DocumentType} node with {@link Node#ownerDocument} set to null.
       * @throws {DOMException}
       * With code:
       *
       * - `INVALID_CHARACTER_ERR`: Raised if the specified qualified name is not an XML name
       * according to {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#XML XML 1.0}.
       * - `NAMESPACE_ERR`: Raised if the qualifiedName is malformed.
       * - `NOT_SUPPORTED_ERR`: May be raised if the implementation does not support the feature
       * "XML" and the language exposed through the Document does not support XML Namespaces (such
       * as {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#HTML40 HTML 4.01}).
       * @since DOM Level 2.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMImplementation/createDocumentType
       *      MDN
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype DOM Living
       *      Standard
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Level-3-Core-DOM-createDocType DOM
       *      Level 3 Core
       * @see https://www.w3.org/TR/DOM-Level-2-Core/core.html#Level-2-Core-DOM-createDocType DOM
       *      Level 2 Core
       * @see https://github.com/xmldom/xmldom/blob/master/CHANGELOG.md#050
       * @see https://www.w3.org/TR/DOM-Level-2-Core/#core-ID-Core-DocType-internalSubset
       * @prettierignore
       */
      createDocumentType: function(qualifiedName, publicId, systemId, internalSubset) {
        validateQualifiedName(qualifiedName);
        var node = new DocumentType(PDC);
        node.name = qualifiedName;
        node.nodeName = qualifiedName;
        node.publicId = publicId || "";
        node.systemId = systemId || "";
        node.internalSubset = internalSubset || "";
        node.childNodes = new NodeList();
        return node;
      },
      /**
       * Returns an HTML document, that might already have a basic DOM structure.
       *
       * __It behaves slightly different from the description in the living standard__:
       * - If the first argument is `false` no initial nodes are added (steps 3-7 in the specs are
       * omitted)
       * - `encoding`, `mode`, `origin`, `url` fields are currently not declared.
       *
       * @param {string | false} [title]
       * A string containing the title to give the new HTML document.
       * @returns {Document}
       * The HTML document.
       * @since WHATWG Living Standard.
       * @see {@link #createDocument}
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
       * @see https://dom.spec.whatwg.org/#html-document
       */
      createHTMLDocument: function(title) {
        var doc = new Document(PDC, { contentType: MIME_TYPE.HTML });
        doc.implementation = this;
        doc.childNodes = new NodeList();
        if (title !== false) {
          doc.doctype = this.createDocumentType("html");
          doc.doctype.ownerDocument = doc;
          doc.appendChild(doc.doctype);
          var htmlNode = doc.createElement("html");
          doc.appendChild(htmlNode);
          var headNode = doc.createElement("head");
          htmlNode.appendChild(headNode);
          if (typeof title === "string") {
            var titleNode = doc.createElement("title");
            titleNode.appendChild(doc.createTextNode(title));
            headNode.appendChild(titleNode);
          }
          htmlNode.appendChild(doc.createElement("body"));
        }
        return doc;
      }
    };
    function Node(symbol) {
      checkSymbol(symbol);
    }
    Node.prototype = {
      /**
       * The first child of this node.
       *
       * @type {Node | null}
       */
      firstChild: null,
      /**
       * The last child of this node.
       *
       * @type {Node | null}
       */
      lastChild: null,
      /**
       * The previous sibling of this node.
       *
       * @type {Node | null}
       */
      previousSibling: null,
      /**
       * The next sibling of this node.
       *
       * @type {Node | null}
       */
      nextSibling: null,
      /**
       * The parent node of this node.
       *
       * @type {Node | null}
       */
      parentNode: null,
      /**
       * The parent element of this node.
       *
       * @type {Element | null}
       */
      get parentElement() {
        return this.parentNode && this.parentNode.nodeType === this.ELEMENT_NODE ? this.parentNode : null;
      },
      /**
       * The child nodes of this node.
       *
       * @type {NodeList}
       */
      childNodes: null,
      /**
       * The document object associated with this node.
       *
       * @type {Document | null}
       */
      ownerDocument: null,
      /**
       * The value of this node.
       *
       * @type {string | null}
       */
      nodeValue: null,
      /**
       * The namespace URI of this node.
       *
       * @type {string | null}
       */
      namespaceURI: null,
      /**
       * The prefix of the namespace for this node.
       *
       * @type {string | null}
       */
      prefix: null,
      /**
       * The local part of the qualified name of this node.
       *
       * @type {string | null}
       */
      localName: null,
      /**
       * The baseURI is currently always `about:blank`,
       * since that's what happens when you create a document from scratch.
       *
       * @type {'about:blank'}
       */
      baseURI: "about:blank",
      /**
       * Is true if this node is part of a document.
       *
       * @type {boolean}
       */
      get isConnected() {
        var rootNode = this.getRootNode();
        return rootNode && rootNode.nodeType === rootNode.DOCUMENT_NODE;
      },
      /**
       * Checks whether `other` is an inclusive descendant of this node.
       *
       * @param {Node | null | undefined} other
       * The node to check.
       * @returns {boolean}
       * True if `other` is an inclusive descendant of this node; false otherwise.
       * @see https://dom.spec.whatwg.org/#dom-node-contains
       */
      contains: function(other) {
        if (!other) return false;
        var parent = other;
        do {
          if (this === parent) return true;
          parent = parent.parentNode;
        } while (parent);
        return false;
      },
      /**
       * @typedef GetRootNodeOptions
       * @property {boolean} [composed=false]
       */
      /**
       * Searches for the root node of this node.
       *
       * **This behavior is slightly different from the in the specs**:
       * - ignores `options.composed`, since `ShadowRoot`s are unsupported, always returns root.
       *
       * @param {GetRootNodeOptions} [options]
       * @returns {Node}
       * Root node.
       * @see https://dom.spec.whatwg.org/#dom-node-getrootnode
       * @see https://dom.spec.whatwg.org/#concept-shadow-including-root
       */
      getRootNode: function(options) {
        var parent = this;
        do {
          if (!parent.parentNode) {
            return parent;
          }
          parent = parent.parentNode;
        } while (parent);
      },
      /**
       * Checks whether the given node is equal to this node.
       *
       * Two nodes are equal when they have the same type, defining characteristics (for the type),
       * and the same childNodes. The comparison is iterative to avoid stack overflows on
       * deeply-nested trees. Attribute nodes of each Element pair are also pushed onto the stack
       * and compared the same way.
       *
       * @param {Node} [otherNode]
       * @returns {boolean}
       * @see https://dom.spec.whatwg.org/#concept-node-equals
       * @see ../docs/walk-dom.md.
       */
      isEqualNode: function(otherNode) {
        if (!otherNode) return false;
        var stack = [{ node: this, other: otherNode }];
        while (stack.length > 0) {
          var pair = stack.pop();
          var node = pair.node;
          var other = pair.other;
          if (node.nodeType !== other.nodeType) return false;
          switch (node.nodeType) {
            case node.DOCUMENT_TYPE_NODE:
              if (node.name !== other.name) return false;
              if (node.publicId !== other.publicId) return false;
              if (node.systemId !== other.systemId) return false;
              break;
            case node.ELEMENT_NODE:
              if (node.namespaceURI !== other.namespaceURI) return false;
              if (node.prefix !== other.prefix) return false;
              if (node.localName !== other.localName) return false;
              if (node.attributes.length !== other.attributes.length) return false;
              for (var i = 0; i < node.attributes.length; i++) {
                var attr = node.attributes.item(i);
                var otherAttr = other.getAttributeNodeNS(attr.namespaceURI, attr.localName);
                if (!otherAttr) return false;
                stack.push({ node: attr, other: otherAttr });
              }
              break;
            case node.ATTRIBUTE_NODE:
              if (node.namespaceURI !== other.namespaceURI) return false;
              if (node.localName !== other.localName) return false;
              if (node.value !== other.value) return false;
              break;
            case node.PROCESSING_INSTRUCTION_NODE:
              if (node.target !== other.target || node.data !== other.data) return false;
              break;
            case node.TEXT_NODE:
            case node.CDATA_SECTION_NODE:
            case node.COMMENT_NODE:
              if (node.data !== other.data) return false;
              break;
          }
          if (node.childNodes.length !== other.childNodes.length) return false;
          for (var i = node.childNodes.length - 1; i >= 0; i--) {
            stack.push({ node: node.childNodes[i], other: other.childNodes[i] });
          }
        }
        return true;
      },
      /**
       * Checks whether or not the given node is this node.
       *
       * @param {Node} [otherNode]
       */
      isSameNode: function(otherNode) {
        return this === otherNode;
      },
      /**
       * Inserts a node before a reference node as a child of this node.
       *
       * @param {Node} newChild
       * The new child node to be inserted.
       * @param {Node | null} refChild
       * The reference node before which newChild will be inserted.
       * @returns {Node}
       * The new child node successfully inserted.
       * @throws {DOMException}
       * Throws a DOMException if inserting the node would result in a DOM tree that is not
       * well-formed, or if `child` is provided but is not a child of `parent`.
       * See {@link _insertBefore} for more details.
       * @since Modified in DOM L2
       */
      insertBefore: function(newChild, refChild) {
        return _insertBefore(this, newChild, refChild);
      },
      /**
       * Replaces an old child node with a new child node within this node.
       *
       * @param {Node} newChild
       * The new node that is to replace the old node.
       * If it already exists in the DOM, it is removed from its original position.
       * @param {Node} oldChild
       * The existing child node to be replaced.
       * @returns {Node}
       * Returns the replaced child node.
       * @throws {DOMException}
       * Throws a DOMException if replacing the node would result in a DOM tree that is not
       * well-formed, or if `oldChild` is not a child of `this`.
       * This can also occur if the pre-replacement validity assertion fails.
       * See {@link _insertBefore}, {@link Node.removeChild}, and
       * {@link assertPreReplacementValidityInDocument} for more details.
       * @see https://dom.spec.whatwg.org/#concept-node-replace
       */
      replaceChild: function(newChild, oldChild) {
        _insertBefore(this, newChild, oldChild, assertPreReplacementValidityInDocument);
        if (oldChild) {
          this.removeChild(oldChild);
        }
      },
      /**
       * Removes an existing child node from this node.
       *
       * @param {Node} oldChild
       * The child node to be removed.
       * @returns {Node}
       * Returns the removed child node.
       * @throws {DOMException}
       * Throws a DOMException if `oldChild` is not a child of `this`.
       * See {@link _removeChild} for more details.
       */
      removeChild: function(oldChild) {
        return _removeChild(this, oldChild);
      },
      /**
       * Appends a child node to this node.
       *
       * @param {Node} newChild
       * The child node to be appended to this node.
       * If it already exists in the DOM, it is removed from its original position.
       * @returns {Node}
       * Returns the appended child node.
       * @throws {DOMException}
       * Throws a DOMException if appending the node would result in a DOM tree that is not
       * well-formed, or if `newChild` is not a valid Node.
       * See {@link insertBefore} for more details.
       */
      appendChild: function(newChild) {
        return this.insertBefore(newChild, null);
      },
      /**
       * Determines whether this node has any child nodes.
       *
       * @returns {boolean}
       * Returns true if this node has any child nodes, and false otherwise.
       */
      hasChildNodes: function() {
        return this.firstChild != null;
      },
      /**
       * Creates a copy of the calling node.
       *
       * @param {boolean} deep
       * If true, the contents of the node are recursively copied.
       * If false, only the node itself (and its attributes, if it is an element) are copied.
       * @returns {Node}
       * Returns the newly created copy of the node.
       * @throws {DOMException}
       * May throw a DOMException if operations within {@link Element#setAttributeNode} or
       * {@link Node#appendChild} (which are potentially invoked in this method) do not meet their
       * specific constraints.
       * @see {@link cloneNode}
       */
      cloneNode: function(deep) {
        return cloneNode(this.ownerDocument || this, this, deep);
      },
      /**
       * Puts the specified node and all of its subtree into a "normalized" form. In a normalized
       * subtree, no text nodes in the subtree are empty and there are no adjacent text nodes.
       *
       * Specifically, this method merges any adjacent text nodes (i.e., nodes for which `nodeType`
       * is `TEXT_NODE`) into a single node with the combined data. It also removes any empty text
       * nodes.
       *
       * This method iterativly traverses all child nodes to normalize all descendent nodes within
       * the subtree.
       *
       * @throws {DOMException}
       * May throw a DOMException if operations within removeChild or appendData (which are
       * potentially invoked in this method) do not meet their specific constraints.
       * @since Modified in DOM Level 2
       * @see {@link Node.removeChild}
       * @see {@link CharacterData.appendData}
       * @see ../docs/walk-dom.md.
       */
      normalize: function() {
        walkDOM(this, null, {
          enter: function(node) {
            var child2 = node.firstChild;
            while (child2) {
              var next = child2.nextSibling;
              if (next !== null && next.nodeType === TEXT_NODE && child2.nodeType === TEXT_NODE) {
                var tail = [];
                var sibling = next;
                while (sibling !== null && sibling.nodeType === TEXT_NODE) {
                  tail.push(sibling.data);
                  sibling = sibling.nextSibling;
                }
                var removed = child2.nextSibling;
                while (removed !== sibling) {
                  var following = removed.nextSibling;
                  removed.parentNode = null;
                  removed.previousSibling = null;
                  removed.nextSibling = null;
                  removed = following;
                }
                child2.nextSibling = sibling;
                if (sibling !== null) {
                  sibling.previousSibling = child2;
                } else {
                  node.lastChild = child2;
                }
                child2.appendData(tail.join(""));
                _onUpdateChild(node.ownerDocument, node);
                child2 = sibling;
              } else {
                child2 = next;
              }
            }
            return true;
          }
        });
      },
      /**
       * Checks whether the DOM implementation implements a specific feature and its version.
       *
       * @deprecated
       * Since `DOMImplementation.hasFeature` is deprecated and always returns true.
       * @param {string} feature
       * The package name of the feature to test. This is the same name that can be passed to the
       * method `hasFeature` on `DOMImplementation`.
       * @param {string} version
       * This is the version number of the package name to test.
       * @returns {boolean}
       * Returns true in all cases in the current implementation.
       * @since Introduced in DOM Level 2
       * @see {@link DOMImplementation.hasFeature}
       */
      isSupported: function(feature, version) {
        return this.ownerDocument.implementation.hasFeature(feature, version);
      },
      /**
       * Look up the prefix associated to the given namespace URI, starting from this node.
       * **The default namespace declarations are ignored by this method.**
       * See Namespace Prefix Lookup for details on the algorithm used by this method.
       *
       * **This behavior is different from the in the specs**:
       * - no node type specific handling
       * - uses the internal attribute _nsMap for resolving namespaces that is updated when changing attributes
       *
       * @param {string | null} namespaceURI
       * The namespace URI for which to find the associated prefix.
       * @returns {string | null}
       * The associated prefix, if found; otherwise, null.
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Node3-lookupNamespacePrefix
       * @see https://www.w3.org/TR/DOM-Level-3-Core/namespaces-algorithms.html#lookupNamespacePrefixAlgo
       * @see https://dom.spec.whatwg.org/#dom-node-lookupprefix
       * @see https://github.com/xmldom/xmldom/issues/322
       * @prettierignore
       */
      lookupPrefix: function(namespaceURI) {
        var el = this;
        while (el) {
          var map = el._nsMap;
          if (map) {
            for (var n in map) {
              if (hasOwn(map, n) && map[n] === namespaceURI) {
                return n;
              }
            }
          }
          el = el.nodeType == ATTRIBUTE_NODE ? el.ownerDocument : el.parentNode;
        }
        return null;
      },
      /**
       * This function is used to look up the namespace URI associated with the given prefix,
       * starting from this node.
       *
       * **This behavior is different from the in the specs**:
       * - no node type specific handling
       * - uses the internal attribute _nsMap for resolving namespaces that is updated when changing attributes
       *
       * @param {string | null} prefix
       * The prefix for which to find the associated namespace URI.
       * @returns {string | null}
       * The associated namespace URI, if found; otherwise, null.
       * @since DOM Level 3
       * @see https://dom.spec.whatwg.org/#dom-node-lookupnamespaceuri
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Node3-lookupNamespaceURI
       * @prettierignore
       */
      lookupNamespaceURI: function(prefix) {
        var el = this;
        while (el) {
          var map = el._nsMap;
          if (map) {
            if (hasOwn(map, prefix)) {
              return map[prefix];
            }
          }
          el = el.nodeType == ATTRIBUTE_NODE ? el.ownerDocument : el.parentNode;
        }
        return null;
      },
      /**
       * Determines whether the given namespace URI is the default namespace.
       *
       * The function works by looking up the prefix associated with the given namespace URI. If no
       * prefix is found (i.e., the namespace URI is not registered in the namespace map of this
       * node or any of its ancestors), it returns `true`, implying the namespace URI is considered
       * the default.
       *
       * **This behavior is different from the in the specs**:
       * - no node type specific handling
       * - uses the internal attribute _nsMap for resolving namespaces that is updated when changing attributes
       *
       * @param {string | null} namespaceURI
       * The namespace URI to be checked.
       * @returns {boolean}
       * Returns true if the given namespace URI is the default namespace, false otherwise.
       * @since DOM Level 3
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Node3-isDefaultNamespace
       * @see https://dom.spec.whatwg.org/#dom-node-isdefaultnamespace
       * @prettierignore
       */
      isDefaultNamespace: function(namespaceURI) {
        var prefix = this.lookupPrefix(namespaceURI);
        return prefix == null;
      },
      /**
       * Compares the reference node with a node with regard to their position in the document and
       * according to the document order.
       *
       * @param {Node} other
       * The node to compare the reference node to.
       * @returns {number}
       * Returns how the node is positioned relatively to the reference node according to the
       * bitmask. 0 if reference node and given node are the same.
       * @since DOM Level 3
       * @see https://www.w3.org/TR/2004/REC-DOM-Level-3-Core-20040407/core.html#Node3-compare
       * @see https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
       */
      compareDocumentPosition: function(other) {
        if (this === other) return 0;
        var node1 = other;
        var node2 = this;
        var attr1 = null;
        var attr2 = null;
        if (node1 instanceof Attr) {
          attr1 = node1;
          node1 = attr1.ownerElement;
        }
        if (node2 instanceof Attr) {
          attr2 = node2;
          node2 = attr2.ownerElement;
          if (attr1 && node1 && node2 === node1) {
            for (var i = 0, attr; attr = node2.attributes[i]; i++) {
              if (attr === attr1)
                return DocumentPosition.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DocumentPosition.DOCUMENT_POSITION_PRECEDING;
              if (attr === attr2)
                return DocumentPosition.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
            }
          }
        }
        if (!node1 || !node2 || node2.ownerDocument !== node1.ownerDocument) {
          return DocumentPosition.DOCUMENT_POSITION_DISCONNECTED + DocumentPosition.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + (docGUID(node2.ownerDocument) > docGUID(node1.ownerDocument) ? DocumentPosition.DOCUMENT_POSITION_FOLLOWING : DocumentPosition.DOCUMENT_POSITION_PRECEDING);
        }
        if (attr2 && node1 === node2) {
          return DocumentPosition.DOCUMENT_POSITION_CONTAINS + DocumentPosition.DOCUMENT_POSITION_PRECEDING;
        }
        if (attr1 && node1 === node2) {
          return DocumentPosition.DOCUMENT_POSITION_CONTAINED_BY + DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
        }
        var chain1 = [];
        var ancestor1 = node1.parentNode;
        while (ancestor1) {
          if (!attr2 && ancestor1 === node2) {
            return DocumentPosition.DOCUMENT_POSITION_CONTAINED_BY + DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
          }
          chain1.push(ancestor1);
          ancestor1 = ancestor1.parentNode;
        }
        chain1.reverse();
        var chain2 = [];
        var ancestor2 = node2.parentNode;
        while (ancestor2) {
          if (!attr1 && ancestor2 === node1) {
            return DocumentPosition.DOCUMENT_POSITION_CONTAINS + DocumentPosition.DOCUMENT_POSITION_PRECEDING;
          }
          chain2.push(ancestor2);
          ancestor2 = ancestor2.parentNode;
        }
        chain2.reverse();
        var ca = commonAncestor(chain1, chain2);
        for (var n in ca.childNodes) {
          var child2 = ca.childNodes[n];
          if (child2 === node2) return DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
          if (child2 === node1) return DocumentPosition.DOCUMENT_POSITION_PRECEDING;
          if (chain2.indexOf(child2) >= 0) return DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
          if (chain1.indexOf(child2) >= 0) return DocumentPosition.DOCUMENT_POSITION_PRECEDING;
        }
        return 0;
      }
    };
    function _xmlEncoder(c) {
      return c == "<" && "&lt;" || c == ">" && "&gt;" || c == "&" && "&amp;" || c == '"' && "&quot;" || "&#" + c.charCodeAt() + ";";
    }
    copy(NodeType, Node);
    copy(NodeType, Node.prototype);
    copy(DocumentPosition, Node);
    copy(DocumentPosition, Node.prototype);
    function _visitNode(node, callback) {
      walkDOM(node, null, {
        enter: function(n) {
          return callback(n) ? walkDOM.STOP : true;
        }
      });
    }
    function walkDOM(node, context, callbacks) {
      var stack = [{ node, context, phase: walkDOM.ENTER }];
      while (stack.length > 0) {
        var frame = stack.pop();
        if (frame.phase === walkDOM.ENTER) {
          var childContext = callbacks.enter(frame.node, frame.context);
          if (childContext === walkDOM.STOP) {
            return walkDOM.STOP;
          }
          stack.push({ node: frame.node, context: childContext, phase: walkDOM.EXIT });
          if (childContext === null || childContext === void 0) {
            continue;
          }
          var child2 = frame.node.lastChild;
          while (child2) {
            stack.push({ node: child2, context: childContext, phase: walkDOM.ENTER });
            child2 = child2.previousSibling;
          }
        } else {
          if (callbacks.exit) {
            callbacks.exit(frame.node, frame.context);
          }
        }
      }
    }
    walkDOM.STOP = /* @__PURE__ */ Symbol("walkDOM.STOP");
    walkDOM.ENTER = 0;
    walkDOM.EXIT = 1;
    function Document(symbol, options) {
      checkSymbol(symbol);
      var opt2 = options || {};
      this.ownerDocument = this;
      this.contentType = opt2.contentType || MIME_TYPE.XML_APPLICATION;
      this.type = isHTMLMimeType(this.contentType) ? "html" : "xml";
    }
    function _onAddAttribute(doc, el, newAttr) {
      doc && doc._inc++;
      var ns = newAttr.namespaceURI;
      if (ns === NAMESPACE.XMLNS) {
        el._nsMap[newAttr.prefix ? newAttr.localName : ""] = newAttr.value;
      }
    }
    function _onRemoveAttribute(doc, el, newAttr, remove) {
      doc && doc._inc++;
      var ns = newAttr.namespaceURI;
      if (ns === NAMESPACE.XMLNS) {
        delete el._nsMap[newAttr.prefix ? newAttr.localName : ""];
      }
    }
    function _onUpdateChild(doc, parent, newChild) {
      if (doc && doc._inc) {
        doc._inc++;
        var childNodes = parent.childNodes;
        if (newChild && !newChild.nextSibling) {
          childNodes[childNodes.length++] = newChild;
        } else {
          var child2 = parent.firstChild;
          var i = 0;
          while (child2) {
            childNodes[i++] = child2;
            child2 = child2.nextSibling;
          }
          childNodes.length = i;
          delete childNodes[childNodes.length];
        }
      }
    }
    function _removeChild(parentNode, child2) {
      if (parentNode !== child2.parentNode) {
        throw new DOMException(DOMException.NOT_FOUND_ERR, "child's parent is not parent");
      }
      var oldPreviousSibling = child2.previousSibling;
      var oldNextSibling = child2.nextSibling;
      if (oldPreviousSibling) {
        oldPreviousSibling.nextSibling = oldNextSibling;
      } else {
        parentNode.firstChild = oldNextSibling;
      }
      if (oldNextSibling) {
        oldNextSibling.previousSibling = oldPreviousSibling;
      } else {
        parentNode.lastChild = oldPreviousSibling;
      }
      _onUpdateChild(parentNode.ownerDocument, parentNode);
      child2.parentNode = null;
      child2.previousSibling = null;
      child2.nextSibling = null;
      return child2;
    }
    function hasValidParentNodeType(node) {
      return node && (node.nodeType === Node.DOCUMENT_NODE || node.nodeType === Node.DOCUMENT_FRAGMENT_NODE || node.nodeType === Node.ELEMENT_NODE);
    }
    function hasInsertableNodeType(node) {
      return node && (node.nodeType === Node.CDATA_SECTION_NODE || node.nodeType === Node.COMMENT_NODE || node.nodeType === Node.DOCUMENT_FRAGMENT_NODE || node.nodeType === Node.DOCUMENT_TYPE_NODE || node.nodeType === Node.ELEMENT_NODE || node.nodeType === Node.PROCESSING_INSTRUCTION_NODE || node.nodeType === Node.TEXT_NODE);
    }
    function isDocTypeNode(node) {
      return node && node.nodeType === Node.DOCUMENT_TYPE_NODE;
    }
    function isElementNode(node) {
      return node && node.nodeType === Node.ELEMENT_NODE;
    }
    function isTextNode(node) {
      return node && node.nodeType === Node.TEXT_NODE;
    }
    function isElementInsertionPossible(doc, child2) {
      var parentChildNodes = doc.childNodes || [];
      if (find(parentChildNodes, isElementNode) || isDocTypeNode(child2)) {
        return false;
      }
      var docTypeNode = find(parentChildNodes, isDocTypeNode);
      return !(child2 && docTypeNode && parentChildNodes.indexOf(docTypeNode) > parentChildNodes.indexOf(child2));
    }
    function isElementReplacementPossible(doc, child2) {
      var parentChildNodes = doc.childNodes || [];
      function hasElementChildThatIsNotChild(node) {
        return isElementNode(node) && node !== child2;
      }
      if (find(parentChildNodes, hasElementChildThatIsNotChild)) {
        return false;
      }
      var docTypeNode = find(parentChildNodes, isDocTypeNode);
      return !(child2 && docTypeNode && parentChildNodes.indexOf(docTypeNode) > parentChildNodes.indexOf(child2));
    }
    function assertPreInsertionValidity1to5(parent, node, child2) {
      if (!hasValidParentNodeType(parent)) {
        throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Unexpected parent node type " + parent.nodeType);
      }
      if (child2 && child2.parentNode !== parent) {
        throw new DOMException(DOMException.NOT_FOUND_ERR, "child not in parent");
      }
      if (
        // 4. If `node` is not a DocumentFragment, DocumentType, Element, or CharacterData node, then throw a "HierarchyRequestError" DOMException.
        !hasInsertableNodeType(node) || // 5. If either `node` is a Text node and `parent` is a document,
        // the sax parser currently adds top level text nodes, this will be fixed in 0.9.0
        // || (node.nodeType === Node.TEXT_NODE && parent.nodeType === Node.DOCUMENT_NODE)
        // or `node` is a doctype and `parent` is not a document, then throw a "HierarchyRequestError" DOMException.
        isDocTypeNode(node) && parent.nodeType !== Node.DOCUMENT_NODE
      ) {
        throw new DOMException(
          DOMException.HIERARCHY_REQUEST_ERR,
          "Unexpected node type " + node.nodeType + " for parent node type " + parent.nodeType
        );
      }
    }
    function assertPreInsertionValidityInDocument(parent, node, child2) {
      var parentChildNodes = parent.childNodes || [];
      var nodeChildNodes = node.childNodes || [];
      if (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
        var nodeChildElements = nodeChildNodes.filter(isElementNode);
        if (nodeChildElements.length > 1 || find(nodeChildNodes, isTextNode)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "More than one element or text in fragment");
        }
        if (nodeChildElements.length === 1 && !isElementInsertionPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Element in fragment can not be inserted before doctype");
        }
      }
      if (isElementNode(node)) {
        if (!isElementInsertionPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one element can be added and only after doctype");
        }
      }
      if (isDocTypeNode(node)) {
        if (find(parentChildNodes, isDocTypeNode)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one doctype is allowed");
        }
        var parentElementChild = find(parentChildNodes, isElementNode);
        if (child2 && parentChildNodes.indexOf(parentElementChild) < parentChildNodes.indexOf(child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Doctype can only be inserted before an element");
        }
        if (!child2 && parentElementChild) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Doctype can not be appended since element is present");
        }
      }
    }
    function assertPreReplacementValidityInDocument(parent, node, child2) {
      var parentChildNodes = parent.childNodes || [];
      var nodeChildNodes = node.childNodes || [];
      if (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
        var nodeChildElements = nodeChildNodes.filter(isElementNode);
        if (nodeChildElements.length > 1 || find(nodeChildNodes, isTextNode)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "More than one element or text in fragment");
        }
        if (nodeChildElements.length === 1 && !isElementReplacementPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Element in fragment can not be inserted before doctype");
        }
      }
      if (isElementNode(node)) {
        if (!isElementReplacementPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one element can be added and only after doctype");
        }
      }
      if (isDocTypeNode(node)) {
        let hasDoctypeChildThatIsNotChild = function(node2) {
          return isDocTypeNode(node2) && node2 !== child2;
        };
        if (find(parentChildNodes, hasDoctypeChildThatIsNotChild)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one doctype is allowed");
        }
        var parentElementChild = find(parentChildNodes, isElementNode);
        if (child2 && parentChildNodes.indexOf(parentElementChild) < parentChildNodes.indexOf(child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Doctype can only be inserted before an element");
        }
      }
    }
    function _insertBefore(parent, node, child2, _inDocumentAssertion) {
      assertPreInsertionValidity1to5(parent, node, child2);
      if (parent.nodeType === Node.DOCUMENT_NODE) {
        (_inDocumentAssertion || assertPreInsertionValidityInDocument)(parent, node, child2);
      }
      var cp = node.parentNode;
      if (cp) {
        cp.removeChild(node);
      }
      if (node.nodeType === DOCUMENT_FRAGMENT_NODE) {
        var newFirst = node.firstChild;
        if (newFirst == null) {
          return node;
        }
        var newLast = node.lastChild;
      } else {
        newFirst = newLast = node;
      }
      var pre = child2 ? child2.previousSibling : parent.lastChild;
      newFirst.previousSibling = pre;
      newLast.nextSibling = child2;
      if (pre) {
        pre.nextSibling = newFirst;
      } else {
        parent.firstChild = newFirst;
      }
      if (child2 == null) {
        parent.lastChild = newLast;
      } else {
        child2.previousSibling = newLast;
      }
      do {
        newFirst.parentNode = parent;
      } while (newFirst !== newLast && (newFirst = newFirst.nextSibling));
      _onUpdateChild(parent.ownerDocument || parent, parent, node);
      if (node.nodeType == DOCUMENT_FRAGMENT_NODE) {
        node.firstChild = node.lastChild = null;
      }
      return node;
    }
    Document.prototype = {
      /**
       * The implementation that created this document.
       *
       * @type DOMImplementation
       * @readonly
       */
      implementation: null,
      nodeName: "#document",
      nodeType: DOCUMENT_NODE,
      /**
       * The DocumentType node of the document.
       *
       * @type DocumentType
       * @readonly
       */
      doctype: null,
      documentElement: null,
      _inc: 1,
      insertBefore: function(newChild, refChild) {
        if (newChild.nodeType === DOCUMENT_FRAGMENT_NODE) {
          var child2 = newChild.firstChild;
          while (child2) {
            var next = child2.nextSibling;
            this.insertBefore(child2, refChild);
            child2 = next;
          }
          return newChild;
        }
        _insertBefore(this, newChild, refChild);
        newChild.ownerDocument = this;
        if (this.documentElement === null && newChild.nodeType === ELEMENT_NODE) {
          this.documentElement = newChild;
        }
        return newChild;
      },
      removeChild: function(oldChild) {
        var removed = _removeChild(this, oldChild);
        if (removed === this.documentElement) {
          this.documentElement = null;
        }
        return removed;
      },
      replaceChild: function(newChild, oldChild) {
        _insertBefore(this, newChild, oldChild, assertPreReplacementValidityInDocument);
        newChild.ownerDocument = this;
        if (oldChild) {
          this.removeChild(oldChild);
        }
        if (isElementNode(newChild)) {
          this.documentElement = newChild;
        }
      },
      /**
       * Imports a node from another document into this document, creating a new copy owned by this
       * document. The source node and its subtree are not modified.
       *
       * @param {Node} importedNode
       * The node to import.
       * @param {boolean} deep
       * If true, the contents of the node are recursively imported.
       * If false, only the node itself (and its attributes, if it is an element) are imported.
       * @returns {Node}
       * Returns the newly created import of the node.
       * @see {@link importNode}
       * @see {@link https://dom.spec.whatwg.org/#dom-document-importnode}
       */
      importNode: function(importedNode, deep) {
        return importNode(this, importedNode, deep);
      },
      // Introduced in DOM Level 2:
      getElementById: function(id) {
        var rtv = null;
        _visitNode(this.documentElement, function(node) {
          if (node.nodeType == ELEMENT_NODE) {
            if (node.getAttribute("id") == id) {
              rtv = node;
              return true;
            }
          }
        });
        return rtv;
      },
      /**
       * Creates a new `Element` that is owned by this `Document`.
       * In HTML Documents `localName` is the lower cased `tagName`,
       * otherwise no transformation is being applied.
       * When `contentType` implies the HTML namespace, it will be set as `namespaceURI`.
       *
       * __This implementation differs from the specification:__ - The provided name is not checked
       * against the `Name` production,
       * so no related error will be thrown.
       * - There is no interface `HTMLElement`, it is always an `Element`.
       * - There is no support for a second argument to indicate using custom elements.
       *
       * @param {string} tagName
       * @returns {Element}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/createElement
       * @see https://dom.spec.whatwg.org/#dom-document-createelement
       * @see https://dom.spec.whatwg.org/#concept-create-element
       */
      createElement: function(tagName) {
        var node = new Element(PDC);
        node.ownerDocument = this;
        if (this.type === "html") {
          tagName = tagName.toLowerCase();
        }
        if (hasDefaultHTMLNamespace(this.contentType)) {
          node.namespaceURI = NAMESPACE.HTML;
        }
        node.nodeName = tagName;
        node.tagName = tagName;
        node.localName = tagName;
        node.childNodes = new NodeList();
        var attrs = node.attributes = new NamedNodeMap();
        attrs._ownerElement = node;
        return node;
      },
      /**
       * @returns {DocumentFragment}
       */
      createDocumentFragment: function() {
        var node = new DocumentFragment(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        return node;
      },
      /**
       * @param {string} data
       * @returns {Text}
       */
      createTextNode: function(data) {
        var node = new Text(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.appendData(data);
        return node;
      },
      /**
       * @param {string} data
       * @returns {Comment}
       * @see https://dom.spec.whatwg.org/#dom-document-createcomment
       * @see https://www.w3.org/TR/xml/#NT-Comment XML 1.0 production [15]
       * @see https://www.w3.org/TR/DOM-Parsing/#dfn-concept-serialize-xml §3.2.1.3
       *
       *      Note: no validation is performed at creation time. When the resulting document is
       *      serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       *      if the comment data contains `--` anywhere, ends with `-`, or contains characters
       *      outside the XML Char production (W3C DOM Parsing §3.2.1.3). Without that option the
       *      data is emitted verbatim.
       */
      createComment: function(data) {
        var node = new Comment(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.appendData(data);
        return node;
      },
      /**
       * Returns a new CDATASection node whose data is `data`.
       *
       * __This implementation differs from the specification:__ - calling this method on an HTML
       * document does not throw `NotSupportedError`.
       *
       * @param {string} data
       * @returns {CDATASection}
       * @throws {DOMException}
       * With code `INVALID_CHARACTER_ERR` if `data` contains `"]]>"`.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/createCDATASection
       * @see https://dom.spec.whatwg.org/#dom-document-createcdatasection
       */
      createCDATASection: function(data) {
        if (data.indexOf("]]>") !== -1) {
          throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'data contains "]]>"');
        }
        var node = new CDATASection(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.appendData(data);
        return node;
      },
      /**
       * Returns a ProcessingInstruction node whose target is target and data is data.
       *
       * __This behavior is slightly different from the in the specs__:
       * - it does not do any input validation on the arguments and doesn't throw
       * "InvalidCharacterError".
       *
       * Note: When the resulting document is serialized with `requireWellFormed: true`, the
       * serializer throws `InvalidStateError` if `.target` is not a valid XML `NCName` (a `Name`
       * with no colon) or is an ASCII case-insensitive match for `"xml"`, or if `.data` contains
       * `?>` or characters outside the XML Char production (W3C DOM Parsing §3.2.1.7). Without that
       * option the target and data are emitted verbatim.
       *
       * @param {string} target
       * @param {string} data
       * @returns {ProcessingInstruction}
       * @see https://developer.mozilla.org/docs/Web/API/Document/createProcessingInstruction
       * @see https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction
       * @see https://www.w3.org/TR/DOM-Parsing/#dfn-concept-serialize-xml §3.2.1.7
       */
      createProcessingInstruction: function(target, data) {
        var node = new ProcessingInstruction(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.nodeName = node.target = target;
        node.nodeValue = node.data = data;
        return node;
      },
      /**
       * Creates an `Attr` node that is owned by this document.
       * In HTML Documents `localName` is the lower cased `name`,
       * otherwise no transformation is being applied.
       *
       * __This implementation differs from the specification:__ - The provided name is not checked
       * against the `Name` production,
       * so no related error will be thrown.
       *
       * @param {string} name
       * @returns {Attr}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/createAttribute
       * @see https://dom.spec.whatwg.org/#dom-document-createattribute
       */
      createAttribute: function(name) {
        if (!g.QName_exact.test(name)) {
          throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'invalid character in name "' + name + '"');
        }
        if (this.type === "html") {
          name = name.toLowerCase();
        }
        return this._createAttribute(name);
      },
      _createAttribute: function(name) {
        var node = new Attr(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.name = name;
        node.nodeName = name;
        node.localName = name;
        node.specified = true;
        return node;
      },
      /**
       * Creates an EntityReference object.
       * The current implementation does not fill the `childNodes` with those of the corresponding
       * `Entity`
       *
       * The `name` is validated against the XML `Name` production at creation time; an invalid name
       * throws `InvalidCharacterError`. When the resulting node is serialized with
       * `requireWellFormed: true`, the serializer re-validates `nodeName` against the XML `Name`
       * production and throws `InvalidStateError` if a later `nodeName` mutation made it invalid;
       * without that option the name is emitted verbatim.
       *
       * __This implementation differs from the specification:__ xmldom does not expand entities —
       * the parser resolves entity references inline and never constructs `EntityReference` nodes,
       * so this method is the only producer.
       *
       * @deprecated
       * In DOM Level 4.
       * @param {string} name
       * The name of the entity to reference. No namespace well-formedness checks are performed.
       * @returns {EntityReference}
       * @throws {DOMException}
       * With code `INVALID_CHARACTER_ERR` when `name` is not a valid XML `Name`.
       * @throws {DOMException}
       * with code `NOT_SUPPORTED_ERR` when the document is of type `html`
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#ID-392B75AE
       */
      createEntityReference: function(name) {
        if (!g.Name_exact.test(name)) {
          throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'not a valid xml name "' + name + '"');
        }
        if (this.type === "html") {
          throw new DOMException("document is an html document", DOMExceptionName.NotSupportedError);
        }
        var node = new EntityReference(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.nodeName = name;
        return node;
      },
      // Introduced in DOM Level 2:
      /**
       * @param {string} namespaceURI
       * @param {string} qualifiedName
       * @returns {Element}
       */
      createElementNS: function(namespaceURI, qualifiedName) {
        var validated = validateAndExtract(namespaceURI, qualifiedName);
        var node = new Element(PDC);
        var attrs = node.attributes = new NamedNodeMap();
        node.childNodes = new NodeList();
        node.ownerDocument = this;
        node.nodeName = qualifiedName;
        node.tagName = qualifiedName;
        node.namespaceURI = validated[0];
        node.prefix = validated[1];
        node.localName = validated[2];
        attrs._ownerElement = node;
        return node;
      },
      // Introduced in DOM Level 2:
      /**
       * @param {string} namespaceURI
       * @param {string} qualifiedName
       * @returns {Attr}
       */
      createAttributeNS: function(namespaceURI, qualifiedName) {
        var validated = validateAndExtract(namespaceURI, qualifiedName);
        var node = new Attr(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.nodeName = qualifiedName;
        node.name = qualifiedName;
        node.specified = true;
        node.namespaceURI = validated[0];
        node.prefix = validated[1];
        node.localName = validated[2];
        return node;
      }
    };
    _extends(Document, Node);
    function Element(symbol) {
      checkSymbol(symbol);
      this._nsMap = /* @__PURE__ */ Object.create(null);
    }
    Element.prototype = {
      nodeType: ELEMENT_NODE,
      /**
       * The attributes of this element.
       *
       * @type {NamedNodeMap | null}
       */
      attributes: null,
      getQualifiedName: function() {
        return this.prefix ? this.prefix + ":" + this.localName : this.localName;
      },
      _isInHTMLDocumentAndNamespace: function() {
        return this.ownerDocument.type === "html" && this.namespaceURI === NAMESPACE.HTML;
      },
      /**
       * Implementaton of Level2 Core function hasAttributes.
       *
       * @returns {boolean}
       * True if attribute list is not empty.
       * @see https://www.w3.org/TR/DOM-Level-2-Core/#core-ID-NodeHasAttrs
       */
      hasAttributes: function() {
        return !!(this.attributes && this.attributes.length);
      },
      hasAttribute: function(name) {
        return !!this.getAttributeNode(name);
      },
      /**
       * Returns element’s first attribute whose qualified name is `name`, and `null`
       * if there is no such attribute.
       *
       * @param {string} name
       * @returns {string | null}
       */
      getAttribute: function(name) {
        var attr = this.getAttributeNode(name);
        return attr ? attr.value : null;
      },
      getAttributeNode: function(name) {
        if (this._isInHTMLDocumentAndNamespace()) {
          name = name.toLowerCase();
        }
        return this.attributes.getNamedItem(name);
      },
      /**
       * Sets the value of element’s first attribute whose qualified name is qualifiedName to value.
       *
       * @param {string} name
       * @param {string} value
       */
      setAttribute: function(name, value) {
        if (this._isInHTMLDocumentAndNamespace()) {
          name = name.toLowerCase();
        }
        var attr = this.getAttributeNode(name);
        if (attr) {
          attr.value = attr.nodeValue = "" + value;
        } else {
          attr = this.ownerDocument._createAttribute(name);
          attr.value = attr.nodeValue = "" + value;
          this.setAttributeNode(attr);
        }
      },
      removeAttribute: function(name) {
        var attr = this.getAttributeNode(name);
        attr && this.removeAttributeNode(attr);
      },
      setAttributeNode: function(newAttr) {
        return this.attributes.setNamedItem(newAttr);
      },
      setAttributeNodeNS: function(newAttr) {
        return this.attributes.setNamedItemNS(newAttr);
      },
      removeAttributeNode: function(oldAttr) {
        return this.attributes.removeNamedItem(oldAttr.nodeName);
      },
      //get real attribute name,and remove it by removeAttributeNode
      removeAttributeNS: function(namespaceURI, localName) {
        var old = this.getAttributeNodeNS(namespaceURI, localName);
        old && this.removeAttributeNode(old);
      },
      hasAttributeNS: function(namespaceURI, localName) {
        return this.getAttributeNodeNS(namespaceURI, localName) != null;
      },
      /**
       * Returns element’s attribute whose namespace is `namespaceURI` and local name is
       * `localName`,
       * or `null` if there is no such attribute.
       *
       * @param {string} namespaceURI
       * @param {string} localName
       * @returns {string | null}
       */
      getAttributeNS: function(namespaceURI, localName) {
        var attr = this.getAttributeNodeNS(namespaceURI, localName);
        return attr ? attr.value : null;
      },
      /**
       * Sets the value of element’s attribute whose namespace is `namespaceURI` and local name is
       * `localName` to value.
       *
       * @param {string} namespaceURI
       * @param {string} qualifiedName
       * @param {string} value
       * @see https://dom.spec.whatwg.org/#dom-element-setattributens
       */
      setAttributeNS: function(namespaceURI, qualifiedName, value) {
        var validated = validateAndExtract(namespaceURI, qualifiedName);
        var localName = validated[2];
        var attr = this.getAttributeNodeNS(namespaceURI, localName);
        if (attr) {
          attr.value = attr.nodeValue = "" + value;
        } else {
          attr = this.ownerDocument.createAttributeNS(namespaceURI, qualifiedName);
          attr.value = attr.nodeValue = "" + value;
          this.setAttributeNode(attr);
        }
      },
      getAttributeNodeNS: function(namespaceURI, localName) {
        return this.attributes.getNamedItemNS(namespaceURI, localName);
      },
      /**
       * Returns a LiveNodeList of all child elements which have **all** of the given class name(s).
       *
       * Returns an empty list if `classNames` is an empty string or only contains HTML white space
       * characters.
       *
       * Warning: This returns a live LiveNodeList.
       * Changes in the DOM will reflect in the array as the changes occur.
       * If an element selected by this array no longer qualifies for the selector,
       * it will automatically be removed. Be aware of this for iteration purposes.
       *
       * @param {string} classNames
       * Is a string representing the class name(s) to match; multiple class names are separated by
       * (ASCII-)whitespace.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Element/getElementsByClassName
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/getElementsByClassName
       * @see https://dom.spec.whatwg.org/#concept-getelementsbyclassname
       */
      getElementsByClassName: function(classNames) {
        var classNamesSet = toOrderedSet(classNames);
        return new LiveNodeList(this, function(base) {
          var ls = [];
          if (classNamesSet.length > 0) {
            _visitNode(base, function(node) {
              if (node !== base && node.nodeType === ELEMENT_NODE) {
                var nodeClassNames = node.getAttribute("class");
                if (nodeClassNames) {
                  var matches2 = classNames === nodeClassNames;
                  if (!matches2) {
                    var nodeClassNamesSet = toOrderedSet(nodeClassNames);
                    matches2 = classNamesSet.every(arrayIncludes(nodeClassNamesSet));
                  }
                  if (matches2) {
                    ls.push(node);
                  }
                }
              }
            });
          }
          return ls;
        });
      },
      /**
       * Returns a LiveNodeList of elements with the given qualifiedName.
       * Searching for all descendants can be done by passing `*` as `qualifiedName`.
       *
       * All descendants of the specified element are searched, but not the element itself.
       * The returned list is live, which means it updates itself with the DOM tree automatically.
       * Therefore, there is no need to call `Element.getElementsByTagName()`
       * with the same element and arguments repeatedly if the DOM changes in between calls.
       *
       * When called on an HTML element in an HTML document,
       * `getElementsByTagName` lower-cases the argument before searching for it.
       * This is undesirable when trying to match camel-cased SVG elements (such as
       * `<linearGradient>`) in an HTML document.
       * Instead, use `Element.getElementsByTagNameNS()`,
       * which preserves the capitalization of the tag name.
       *
       * `Element.getElementsByTagName` is similar to `Document.getElementsByTagName()`,
       * except that it only searches for elements that are descendants of the specified element.
       *
       * @param {string} qualifiedName
       * @returns {LiveNodeList}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Element/getElementsByTagName
       * @see https://dom.spec.whatwg.org/#concept-getelementsbytagname
       */
      getElementsByTagName: function(qualifiedName) {
        var isHTMLDocument = (this.nodeType === DOCUMENT_NODE ? this : this.ownerDocument).type === "html";
        var lowerQualifiedName = qualifiedName.toLowerCase();
        return new LiveNodeList(this, function(base) {
          var ls = [];
          _visitNode(base, function(node) {
            if (node === base || node.nodeType !== ELEMENT_NODE) {
              return;
            }
            if (qualifiedName === "*") {
              ls.push(node);
            } else {
              var nodeQualifiedName = node.getQualifiedName();
              var matchingQName = isHTMLDocument && node.namespaceURI === NAMESPACE.HTML ? lowerQualifiedName : qualifiedName;
              if (nodeQualifiedName === matchingQName) {
                ls.push(node);
              }
            }
          });
          return ls;
        });
      },
      getElementsByTagNameNS: function(namespaceURI, localName) {
        return new LiveNodeList(this, function(base) {
          var ls = [];
          _visitNode(base, function(node) {
            if (node !== base && node.nodeType === ELEMENT_NODE && (namespaceURI === "*" || node.namespaceURI === namespaceURI) && (localName === "*" || node.localName == localName)) {
              ls.push(node);
            }
          });
          return ls;
        });
      }
    };
    Document.prototype.getElementsByClassName = Element.prototype.getElementsByClassName;
    Document.prototype.getElementsByTagName = Element.prototype.getElementsByTagName;
    Document.prototype.getElementsByTagNameNS = Element.prototype.getElementsByTagNameNS;
    _extends(Element, Node);
    function Attr(symbol) {
      checkSymbol(symbol);
      this.namespaceURI = null;
      this.prefix = null;
      this.ownerElement = null;
    }
    Attr.prototype.nodeType = ATTRIBUTE_NODE;
    _extends(Attr, Node);
    function CharacterData(symbol) {
      checkSymbol(symbol);
    }
    CharacterData.prototype = {
      data: "",
      substringData: function(offset, count) {
        return this.data.substring(offset, offset + count);
      },
      appendData: function(text) {
        text = this.data + text;
        this.nodeValue = this.data = text;
        this.length = text.length;
      },
      insertData: function(offset, text) {
        this.replaceData(offset, 0, text);
      },
      deleteData: function(offset, count) {
        this.replaceData(offset, count, "");
      },
      replaceData: function(offset, count, text) {
        var start = this.data.substring(0, offset);
        var end = this.data.substring(offset + count);
        text = start + text + end;
        this.nodeValue = this.data = text;
        this.length = text.length;
      }
    };
    _extends(CharacterData, Node);
    function Text(symbol) {
      checkSymbol(symbol);
    }
    Text.prototype = {
      nodeName: "#text",
      nodeType: TEXT_NODE,
      splitText: function(offset) {
        var text = this.data;
        var newText = text.substring(offset);
        text = text.substring(0, offset);
        this.data = this.nodeValue = text;
        this.length = text.length;
        var newNode = this.ownerDocument.createTextNode(newText);
        if (this.parentNode) {
          this.parentNode.insertBefore(newNode, this.nextSibling);
        }
        return newNode;
      }
    };
    _extends(Text, CharacterData);
    function Comment(symbol) {
      checkSymbol(symbol);
    }
    Comment.prototype = {
      nodeName: "#comment",
      nodeType: COMMENT_NODE
    };
    _extends(Comment, CharacterData);
    function CDATASection(symbol) {
      checkSymbol(symbol);
    }
    CDATASection.prototype = {
      nodeName: "#cdata-section",
      nodeType: CDATA_SECTION_NODE
    };
    _extends(CDATASection, Text);
    function DocumentType(symbol) {
      checkSymbol(symbol);
    }
    DocumentType.prototype.nodeType = DOCUMENT_TYPE_NODE;
    _extends(DocumentType, Node);
    function Notation(symbol) {
      checkSymbol(symbol);
    }
    Notation.prototype.nodeType = NOTATION_NODE;
    _extends(Notation, Node);
    function Entity(symbol) {
      checkSymbol(symbol);
    }
    Entity.prototype.nodeType = ENTITY_NODE;
    _extends(Entity, Node);
    function EntityReference(symbol) {
      checkSymbol(symbol);
    }
    EntityReference.prototype.nodeType = ENTITY_REFERENCE_NODE;
    _extends(EntityReference, Node);
    function DocumentFragment(symbol) {
      checkSymbol(symbol);
    }
    DocumentFragment.prototype.nodeName = "#document-fragment";
    DocumentFragment.prototype.nodeType = DOCUMENT_FRAGMENT_NODE;
    _extends(DocumentFragment, Node);
    function ProcessingInstruction(symbol) {
      checkSymbol(symbol);
    }
    ProcessingInstruction.prototype.nodeType = PROCESSING_INSTRUCTION_NODE;
    _extends(ProcessingInstruction, CharacterData);
    function XMLSerializer() {
    }
    XMLSerializer.prototype.serializeToString = function(node, options) {
      return nodeSerializeToString.call(node, options);
    };
    Node.prototype.toString = nodeSerializeToString;
    function nodeSerializeToString(options) {
      var opts;
      if (typeof options === "function") {
        opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: options };
      } else if (options != null) {
        opts = {
          requireWellFormed: !!options.requireWellFormed,
          splitCDATASections: options.splitCDATASections !== false,
          nodeFilter: options.nodeFilter || null
        };
      } else {
        opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: null };
      }
      var buf = [];
      var refNode = this.nodeType === DOCUMENT_NODE && this.documentElement || this;
      var prefix = refNode.prefix;
      var uri = refNode.namespaceURI;
      if (uri && prefix == null) {
        var prefix = refNode.lookupPrefix(uri);
        if (prefix == null) {
          var visibleNamespaces = [
            { namespace: uri, prefix: null }
            //{namespace:uri,prefix:''}
          ];
        }
      }
      serializeToString(this, buf, visibleNamespaces, opts);
      return buf.join("");
    }
    function needNamespaceDefine(node, isHTML, visibleNamespaces) {
      var prefix = node.prefix || "";
      var uri = node.namespaceURI;
      if (!uri) {
        return false;
      }
      if (prefix === "xml" && uri === NAMESPACE.XML || uri === NAMESPACE.XMLNS) {
        return false;
      }
      var i = visibleNamespaces.length;
      while (i--) {
        var ns = visibleNamespaces[i];
        if (ns.prefix === prefix) {
          return ns.namespace !== uri;
        }
      }
      return true;
    }
    function addSerializedAttribute(buf, qualifiedName, value, requireWellFormed) {
      if (requireWellFormed && !g.QName_exact.test(qualifiedName)) {
        throw new DOMException(
          'The attribute name "' + qualifiedName + '" is not a valid XML QName',
          DOMExceptionName.InvalidStateError
        );
      }
      buf.push(" ", qualifiedName, '="', value.replace(/[<>&"\t\n\r]/g, _xmlEncoder), '"');
    }
    function serializeToString(node, buf, visibleNamespaces, opts) {
      if (!visibleNamespaces) {
        visibleNamespaces = [];
      }
      var nodeFilter = opts.nodeFilter;
      var requireWellFormed = opts.requireWellFormed;
      var splitCDATASections = opts.splitCDATASections;
      var doc = node.nodeType === DOCUMENT_NODE ? node : node.ownerDocument;
      var isHTML = doc.type === "html";
      walkDOM(
        node,
        { ns: visibleNamespaces },
        {
          enter: function(n, ctx) {
            var namespaces = ctx.ns;
            if (nodeFilter) {
              n = nodeFilter(n);
              if (n) {
                if (typeof n == "string") {
                  buf.push(n);
                  return null;
                }
              } else {
                return null;
              }
            }
            switch (n.nodeType) {
              case ELEMENT_NODE:
                var attrs = n.attributes;
                var len = attrs.length;
                var nodeName = n.tagName;
                var prefixedNodeName = nodeName;
                if (!isHTML && !n.prefix && n.namespaceURI) {
                  var defaultNS;
                  for (var ai = 0; ai < attrs.length; ai++) {
                    if (attrs.item(ai).name === "xmlns") {
                      defaultNS = attrs.item(ai).value;
                      break;
                    }
                  }
                  if (!defaultNS) {
                    for (var nsi = namespaces.length - 1; nsi >= 0; nsi--) {
                      var nsEntry = namespaces[nsi];
                      if (nsEntry.prefix === "" && nsEntry.namespace === n.namespaceURI) {
                        defaultNS = nsEntry.namespace;
                        break;
                      }
                    }
                  }
                  if (defaultNS !== n.namespaceURI) {
                    for (var nsi = namespaces.length - 1; nsi >= 0; nsi--) {
                      var nsEntry = namespaces[nsi];
                      if (nsEntry.namespace === n.namespaceURI) {
                        if (nsEntry.prefix) {
                          prefixedNodeName = nsEntry.prefix + ":" + nodeName;
                        }
                        break;
                      }
                    }
                  }
                }
                if (requireWellFormed && !g.QName_exact.test(prefixedNodeName)) {
                  throw new DOMException(
                    'The element name "' + prefixedNodeName + '" is not a valid XML QName',
                    DOMExceptionName.InvalidStateError
                  );
                }
                buf.push("<", prefixedNodeName);
                var childNamespaces = namespaces.slice();
                for (var i = 0; i < len; i++) {
                  var attr = attrs.item(i);
                  if (attr.prefix == "xmlns") {
                    childNamespaces.push({
                      prefix: attr.localName,
                      namespace: attr.value
                    });
                  } else if (attr.nodeName == "xmlns") {
                    childNamespaces.push({ prefix: "", namespace: attr.value });
                  }
                }
                for (var i = 0; i < len; i++) {
                  var attr = attrs.item(i);
                  if (needNamespaceDefine(attr, isHTML, childNamespaces)) {
                    var attrPrefix = attr.prefix || "";
                    var uri = attr.namespaceURI;
                    addSerializedAttribute(buf, attrPrefix ? "xmlns:" + attrPrefix : "xmlns", uri, requireWellFormed);
                    childNamespaces.push({ prefix: attrPrefix, namespace: uri });
                  }
                  var filteredAttr = nodeFilter ? nodeFilter(attr) : attr;
                  if (filteredAttr) {
                    if (typeof filteredAttr === "string") {
                      buf.push(filteredAttr);
                    } else {
                      addSerializedAttribute(buf, filteredAttr.name, filteredAttr.value, requireWellFormed);
                    }
                  }
                }
                if (nodeName === prefixedNodeName && needNamespaceDefine(n, isHTML, childNamespaces)) {
                  var nodePrefix = n.prefix || "";
                  var uri = n.namespaceURI;
                  addSerializedAttribute(buf, nodePrefix ? "xmlns:" + nodePrefix : "xmlns", uri, requireWellFormed);
                  childNamespaces.push({ prefix: nodePrefix, namespace: uri });
                }
                var canCloseTag = !n.firstChild;
                if (canCloseTag && (isHTML || n.namespaceURI === NAMESPACE.HTML)) {
                  canCloseTag = isHTMLVoidElement(nodeName);
                }
                if (canCloseTag) {
                  buf.push("/>");
                  return null;
                }
                buf.push(">");
                if (isHTML && isHTMLRawTextElement(nodeName)) {
                  var child2 = n.firstChild;
                  while (child2) {
                    if (child2.data) {
                      buf.push(child2.data);
                    } else {
                      serializeToString(child2, buf, childNamespaces.slice(), opts);
                    }
                    child2 = child2.nextSibling;
                  }
                  buf.push("</", prefixedNodeName, ">");
                  return null;
                }
                return { ns: childNamespaces, tag: prefixedNodeName };
              case DOCUMENT_NODE:
              case DOCUMENT_FRAGMENT_NODE:
                if (requireWellFormed && n.nodeType === DOCUMENT_NODE && n.documentElement == null) {
                  throw new DOMException("The Document has no documentElement", DOMExceptionName.InvalidStateError);
                }
                return { ns: namespaces };
              case ATTRIBUTE_NODE:
                addSerializedAttribute(buf, n.name, n.value, requireWellFormed);
                return null;
              case TEXT_NODE:
                if (requireWellFormed && g.InvalidChar.test(n.data)) {
                  throw new DOMException(
                    "The Text node data contains characters outside the XML Char production",
                    DOMExceptionName.InvalidStateError
                  );
                }
                buf.push(n.data.replace(/[<&>]/g, _xmlEncoder));
                return null;
              case CDATA_SECTION_NODE:
                if (requireWellFormed && n.data.indexOf("]]>") !== -1) {
                  throw new DOMException('The CDATASection data contains "]]>"', DOMExceptionName.InvalidStateError);
                }
                if (splitCDATASections) {
                  buf.push(g.CDATA_START, n.data.replace(/]]>/g, "]]]]><![CDATA[>"), g.CDATA_END);
                } else {
                  buf.push(g.CDATA_START, n.data, g.CDATA_END);
                }
                return null;
              case COMMENT_NODE:
                if (requireWellFormed) {
                  if (g.InvalidChar.test(n.data)) {
                    throw new DOMException(
                      "The comment node data contains characters outside the XML Char production",
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (n.data.indexOf("--") !== -1 || n.data[n.data.length - 1] === "-") {
                    throw new DOMException(
                      'The comment node data contains "--" or ends with "-"',
                      DOMExceptionName.InvalidStateError
                    );
                  }
                }
                buf.push(g.COMMENT_START, n.data, g.COMMENT_END);
                return null;
              case DOCUMENT_TYPE_NODE:
                var pubid = n.publicId;
                var sysid = n.systemId;
                if (requireWellFormed) {
                  if (!g.Name_exact.test(n.name)) {
                    throw new DOMException(
                      'The doctype name "' + n.name + '" is not a valid XML Name',
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (pubid && !g.PubidLiteral_match.test(pubid)) {
                    throw new DOMException("DocumentType publicId is not a valid PubidLiteral", DOMExceptionName.InvalidStateError);
                  }
                  if (sysid && sysid !== "." && !g.SystemLiteral_match.test(sysid)) {
                    throw new DOMException("DocumentType systemId is not a valid SystemLiteral", DOMExceptionName.InvalidStateError);
                  }
                  if (n.internalSubset && n.internalSubset.indexOf("]>") !== -1) {
                    throw new DOMException('DocumentType internalSubset contains "]>"', DOMExceptionName.InvalidStateError);
                  }
                }
                buf.push(g.DOCTYPE_DECL_START, " ", n.name);
                if (pubid) {
                  buf.push(" ", g.PUBLIC, " ", pubid);
                  if (sysid && sysid !== ".") {
                    buf.push(" ", sysid);
                  }
                } else if (sysid && sysid !== ".") {
                  buf.push(" ", g.SYSTEM, " ", sysid);
                }
                if (n.internalSubset) {
                  buf.push(" [", n.internalSubset, "]");
                }
                buf.push(">");
                return null;
              case PROCESSING_INSTRUCTION_NODE:
                if (requireWellFormed) {
                  if (!g.NCName_exact.test(n.target) || n.target.toLowerCase() === "xml") {
                    throw new DOMException(
                      'The processing instruction target "' + n.target + '" is not a valid XML NCName or is reserved',
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (g.InvalidChar.test(n.data)) {
                    throw new DOMException(
                      "The ProcessingInstruction data contains characters outside the XML Char production",
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (n.data.indexOf("?>") !== -1) {
                    throw new DOMException('The ProcessingInstruction data contains "?>"', DOMExceptionName.InvalidStateError);
                  }
                }
                buf.push("<?", n.target, " ", n.data, "?>");
                return null;
              case ENTITY_REFERENCE_NODE:
                if (requireWellFormed && !g.Name_exact.test(n.nodeName)) {
                  throw new DOMException(
                    'The entity reference name "' + n.nodeName + '" is not a valid XML Name',
                    DOMExceptionName.InvalidStateError
                  );
                }
                buf.push("&", n.nodeName, ";");
                return null;
              //case ENTITY_NODE:
              //case NOTATION_NODE:
              default:
                buf.push("??", n.nodeName);
                return null;
            }
          },
          exit: function(n, childCtx) {
            if (childCtx && childCtx.tag) {
              buf.push("</", childCtx.tag, ">");
            }
          }
        }
      );
    }
    function importNode(doc, node, deep) {
      var destRoot;
      walkDOM(node, null, {
        enter: function(srcNode, destParent) {
          var destNode = srcNode.cloneNode(false);
          destNode.ownerDocument = doc;
          destNode.parentNode = null;
          if (destParent === null) {
            destRoot = destNode;
          } else {
            destParent.appendChild(destNode);
          }
          var shouldDeep = srcNode.nodeType === ATTRIBUTE_NODE || deep;
          return shouldDeep ? destNode : null;
        }
      });
      return destRoot;
    }
    function cloneNode(doc, node, deep) {
      var destRoot;
      walkDOM(node, null, {
        enter: function(srcNode, destParent) {
          var destNode = new srcNode.constructor(PDC);
          for (var n in srcNode) {
            if (hasOwn(srcNode, n)) {
              var v = srcNode[n];
              if (typeof v != "object") {
                if (v != destNode[n]) {
                  destNode[n] = v;
                }
              }
            }
          }
          if (srcNode.childNodes) {
            destNode.childNodes = new NodeList();
          }
          destNode.ownerDocument = doc;
          var shouldDeep = deep;
          switch (destNode.nodeType) {
            case ELEMENT_NODE:
              var attrs = srcNode.attributes;
              var attrs2 = destNode.attributes = new NamedNodeMap();
              var len = attrs.length;
              attrs2._ownerElement = destNode;
              for (var i = 0; i < len; i++) {
                destNode.setAttributeNode(cloneNode(doc, attrs.item(i), true));
              }
              break;
            case ATTRIBUTE_NODE:
              shouldDeep = true;
          }
          if (destParent !== null) {
            destParent.appendChild(destNode);
          } else {
            destRoot = destNode;
          }
          return shouldDeep ? destNode : null;
        }
      });
      return destRoot;
    }
    function __set__(object, key, value) {
      object[key] = value;
    }
    function childrenRefresh(node) {
      var ls = [];
      var child2 = node.firstChild;
      while (child2) {
        if (child2.nodeType === ELEMENT_NODE) {
          ls.push(child2);
        }
        child2 = child2.nextSibling;
      }
      return ls;
    }
    try {
      if (Object.defineProperty) {
        Object.defineProperty(LiveNodeList.prototype, "length", {
          get: function() {
            _updateLiveList(this);
            return this.$$length;
          }
        });
        Object.defineProperty(Node.prototype, "textContent", {
          get: function() {
            if (this.nodeType === ELEMENT_NODE || this.nodeType === DOCUMENT_FRAGMENT_NODE) {
              var buf = [];
              walkDOM(this, null, {
                enter: function(n) {
                  if (n.nodeType === ELEMENT_NODE || n.nodeType === DOCUMENT_FRAGMENT_NODE) {
                    return true;
                  }
                  if (n.nodeType === PROCESSING_INSTRUCTION_NODE || n.nodeType === COMMENT_NODE) {
                    return null;
                  }
                  buf.push(n.nodeValue);
                }
              });
              return buf.join("");
            }
            return this.nodeValue;
          },
          set: function(data) {
            switch (this.nodeType) {
              case ELEMENT_NODE:
              case DOCUMENT_FRAGMENT_NODE:
                while (this.firstChild) {
                  this.removeChild(this.firstChild);
                }
                if (data || String(data)) {
                  this.appendChild(this.ownerDocument.createTextNode(data));
                }
                break;
              default:
                this.data = data;
                this.value = data;
                this.nodeValue = data;
            }
          }
        });
        Object.defineProperty(CharacterData.prototype, "data", {
          get: function() {
            return this._data != null ? this._data : "";
          },
          set: function(v) {
            this._data = v;
            this.length = typeof v === "string" ? v.length : 0;
          }
        });
        Object.defineProperty(CharacterData.prototype, "nodeValue", {
          get: function() {
            return this.data;
          },
          set: function(v) {
            this.data = v;
          },
          enumerable: true,
          configurable: true
        });
        Object.defineProperty(Element.prototype, "children", {
          get: function() {
            return new LiveNodeList(this, childrenRefresh);
          }
        });
        Object.defineProperty(Document.prototype, "children", {
          get: function() {
            return new LiveNodeList(this, childrenRefresh);
          }
        });
        Object.defineProperty(DocumentFragment.prototype, "children", {
          get: function() {
            return new LiveNodeList(this, childrenRefresh);
          }
        });
        __set__ = function(object, key, value) {
          object["$$" + key] = value;
        };
      }
    } catch (e2) {
    }
    exports._updateLiveList = _updateLiveList;
    exports.Attr = Attr;
    exports.CDATASection = CDATASection;
    exports.CharacterData = CharacterData;
    exports.Comment = Comment;
    exports.Document = Document;
    exports.DocumentFragment = DocumentFragment;
    exports.DocumentType = DocumentType;
    exports.DOMImplementation = DOMImplementation;
    exports.Element = Element;
    exports.Entity = Entity;
    exports.EntityReference = EntityReference;
    exports.LiveNodeList = LiveNodeList;
    exports.NamedNodeMap = NamedNodeMap;
    exports.Node = Node;
    exports.NodeList = NodeList;
    exports.Notation = Notation;
    exports.Text = Text;
    exports.ProcessingInstruction = ProcessingInstruction;
    exports.walkDOM = walkDOM;
    exports.XMLSerializer = XMLSerializer;
  }
});

// node_modules/@xmldom/xmldom/lib/entities.js
var require_entities = __commonJS({
  "node_modules/@xmldom/xmldom/lib/entities.js"(exports) {
    "use strict";
    var freeze = require_conventions().freeze;
    exports.XML_ENTITIES = freeze({
      amp: "&",
      apos: "'",
      gt: ">",
      lt: "<",
      quot: '"'
    });
    exports.HTML_ENTITIES = freeze({
      Aacute: "\xC1",
      aacute: "\xE1",
      Abreve: "\u0102",
      abreve: "\u0103",
      ac: "\u223E",
      acd: "\u223F",
      acE: "\u223E\u0333",
      Acirc: "\xC2",
      acirc: "\xE2",
      acute: "\xB4",
      Acy: "\u0410",
      acy: "\u0430",
      AElig: "\xC6",
      aelig: "\xE6",
      af: "\u2061",
      Afr: "\u{1D504}",
      afr: "\u{1D51E}",
      Agrave: "\xC0",
      agrave: "\xE0",
      alefsym: "\u2135",
      aleph: "\u2135",
      Alpha: "\u0391",
      alpha: "\u03B1",
      Amacr: "\u0100",
      amacr: "\u0101",
      amalg: "\u2A3F",
      AMP: "&",
      amp: "&",
      And: "\u2A53",
      and: "\u2227",
      andand: "\u2A55",
      andd: "\u2A5C",
      andslope: "\u2A58",
      andv: "\u2A5A",
      ang: "\u2220",
      ange: "\u29A4",
      angle: "\u2220",
      angmsd: "\u2221",
      angmsdaa: "\u29A8",
      angmsdab: "\u29A9",
      angmsdac: "\u29AA",
      angmsdad: "\u29AB",
      angmsdae: "\u29AC",
      angmsdaf: "\u29AD",
      angmsdag: "\u29AE",
      angmsdah: "\u29AF",
      angrt: "\u221F",
      angrtvb: "\u22BE",
      angrtvbd: "\u299D",
      angsph: "\u2222",
      angst: "\xC5",
      angzarr: "\u237C",
      Aogon: "\u0104",
      aogon: "\u0105",
      Aopf: "\u{1D538}",
      aopf: "\u{1D552}",
      ap: "\u2248",
      apacir: "\u2A6F",
      apE: "\u2A70",
      ape: "\u224A",
      apid: "\u224B",
      apos: "'",
      ApplyFunction: "\u2061",
      approx: "\u2248",
      approxeq: "\u224A",
      Aring: "\xC5",
      aring: "\xE5",
      Ascr: "\u{1D49C}",
      ascr: "\u{1D4B6}",
      Assign: "\u2254",
      ast: "*",
      asymp: "\u2248",
      asympeq: "\u224D",
      Atilde: "\xC3",
      atilde: "\xE3",
      Auml: "\xC4",
      auml: "\xE4",
      awconint: "\u2233",
      awint: "\u2A11",
      backcong: "\u224C",
      backepsilon: "\u03F6",
      backprime: "\u2035",
      backsim: "\u223D",
      backsimeq: "\u22CD",
      Backslash: "\u2216",
      Barv: "\u2AE7",
      barvee: "\u22BD",
      Barwed: "\u2306",
      barwed: "\u2305",
      barwedge: "\u2305",
      bbrk: "\u23B5",
      bbrktbrk: "\u23B6",
      bcong: "\u224C",
      Bcy: "\u0411",
      bcy: "\u0431",
      bdquo: "\u201E",
      becaus: "\u2235",
      Because: "\u2235",
      because: "\u2235",
      bemptyv: "\u29B0",
      bepsi: "\u03F6",
      bernou: "\u212C",
      Bernoullis: "\u212C",
      Beta: "\u0392",
      beta: "\u03B2",
      beth: "\u2136",
      between: "\u226C",
      Bfr: "\u{1D505}",
      bfr: "\u{1D51F}",
      bigcap: "\u22C2",
      bigcirc: "\u25EF",
      bigcup: "\u22C3",
      bigodot: "\u2A00",
      bigoplus: "\u2A01",
      bigotimes: "\u2A02",
      bigsqcup: "\u2A06",
      bigstar: "\u2605",
      bigtriangledown: "\u25BD",
      bigtriangleup: "\u25B3",
      biguplus: "\u2A04",
      bigvee: "\u22C1",
      bigwedge: "\u22C0",
      bkarow: "\u290D",
      blacklozenge: "\u29EB",
      blacksquare: "\u25AA",
      blacktriangle: "\u25B4",
      blacktriangledown: "\u25BE",
      blacktriangleleft: "\u25C2",
      blacktriangleright: "\u25B8",
      blank: "\u2423",
      blk12: "\u2592",
      blk14: "\u2591",
      blk34: "\u2593",
      block: "\u2588",
      bne: "=\u20E5",
      bnequiv: "\u2261\u20E5",
      bNot: "\u2AED",
      bnot: "\u2310",
      Bopf: "\u{1D539}",
      bopf: "\u{1D553}",
      bot: "\u22A5",
      bottom: "\u22A5",
      bowtie: "\u22C8",
      boxbox: "\u29C9",
      boxDL: "\u2557",
      boxDl: "\u2556",
      boxdL: "\u2555",
      boxdl: "\u2510",
      boxDR: "\u2554",
      boxDr: "\u2553",
      boxdR: "\u2552",
      boxdr: "\u250C",
      boxH: "\u2550",
      boxh: "\u2500",
      boxHD: "\u2566",
      boxHd: "\u2564",
      boxhD: "\u2565",
      boxhd: "\u252C",
      boxHU: "\u2569",
      boxHu: "\u2567",
      boxhU: "\u2568",
      boxhu: "\u2534",
      boxminus: "\u229F",
      boxplus: "\u229E",
      boxtimes: "\u22A0",
      boxUL: "\u255D",
      boxUl: "\u255C",
      boxuL: "\u255B",
      boxul: "\u2518",
      boxUR: "\u255A",
      boxUr: "\u2559",
      boxuR: "\u2558",
      boxur: "\u2514",
      boxV: "\u2551",
      boxv: "\u2502",
      boxVH: "\u256C",
      boxVh: "\u256B",
      boxvH: "\u256A",
      boxvh: "\u253C",
      boxVL: "\u2563",
      boxVl: "\u2562",
      boxvL: "\u2561",
      boxvl: "\u2524",
      boxVR: "\u2560",
      boxVr: "\u255F",
      boxvR: "\u255E",
      boxvr: "\u251C",
      bprime: "\u2035",
      Breve: "\u02D8",
      breve: "\u02D8",
      brvbar: "\xA6",
      Bscr: "\u212C",
      bscr: "\u{1D4B7}",
      bsemi: "\u204F",
      bsim: "\u223D",
      bsime: "\u22CD",
      bsol: "\\",
      bsolb: "\u29C5",
      bsolhsub: "\u27C8",
      bull: "\u2022",
      bullet: "\u2022",
      bump: "\u224E",
      bumpE: "\u2AAE",
      bumpe: "\u224F",
      Bumpeq: "\u224E",
      bumpeq: "\u224F",
      Cacute: "\u0106",
      cacute: "\u0107",
      Cap: "\u22D2",
      cap: "\u2229",
      capand: "\u2A44",
      capbrcup: "\u2A49",
      capcap: "\u2A4B",
      capcup: "\u2A47",
      capdot: "\u2A40",
      CapitalDifferentialD: "\u2145",
      caps: "\u2229\uFE00",
      caret: "\u2041",
      caron: "\u02C7",
      Cayleys: "\u212D",
      ccaps: "\u2A4D",
      Ccaron: "\u010C",
      ccaron: "\u010D",
      Ccedil: "\xC7",
      ccedil: "\xE7",
      Ccirc: "\u0108",
      ccirc: "\u0109",
      Cconint: "\u2230",
      ccups: "\u2A4C",
      ccupssm: "\u2A50",
      Cdot: "\u010A",
      cdot: "\u010B",
      cedil: "\xB8",
      Cedilla: "\xB8",
      cemptyv: "\u29B2",
      cent: "\xA2",
      CenterDot: "\xB7",
      centerdot: "\xB7",
      Cfr: "\u212D",
      cfr: "\u{1D520}",
      CHcy: "\u0427",
      chcy: "\u0447",
      check: "\u2713",
      checkmark: "\u2713",
      Chi: "\u03A7",
      chi: "\u03C7",
      cir: "\u25CB",
      circ: "\u02C6",
      circeq: "\u2257",
      circlearrowleft: "\u21BA",
      circlearrowright: "\u21BB",
      circledast: "\u229B",
      circledcirc: "\u229A",
      circleddash: "\u229D",
      CircleDot: "\u2299",
      circledR: "\xAE",
      circledS: "\u24C8",
      CircleMinus: "\u2296",
      CirclePlus: "\u2295",
      CircleTimes: "\u2297",
      cirE: "\u29C3",
      cire: "\u2257",
      cirfnint: "\u2A10",
      cirmid: "\u2AEF",
      cirscir: "\u29C2",
      ClockwiseContourIntegral: "\u2232",
      CloseCurlyDoubleQuote: "\u201D",
      CloseCurlyQuote: "\u2019",
      clubs: "\u2663",
      clubsuit: "\u2663",
      Colon: "\u2237",
      colon: ":",
      Colone: "\u2A74",
      colone: "\u2254",
      coloneq: "\u2254",
      comma: ",",
      commat: "@",
      comp: "\u2201",
      compfn: "\u2218",
      complement: "\u2201",
      complexes: "\u2102",
      cong: "\u2245",
      congdot: "\u2A6D",
      Congruent: "\u2261",
      Conint: "\u222F",
      conint: "\u222E",
      ContourIntegral: "\u222E",
      Copf: "\u2102",
      copf: "\u{1D554}",
      coprod: "\u2210",
      Coproduct: "\u2210",
      COPY: "\xA9",
      copy: "\xA9",
      copysr: "\u2117",
      CounterClockwiseContourIntegral: "\u2233",
      crarr: "\u21B5",
      Cross: "\u2A2F",
      cross: "\u2717",
      Cscr: "\u{1D49E}",
      cscr: "\u{1D4B8}",
      csub: "\u2ACF",
      csube: "\u2AD1",
      csup: "\u2AD0",
      csupe: "\u2AD2",
      ctdot: "\u22EF",
      cudarrl: "\u2938",
      cudarrr: "\u2935",
      cuepr: "\u22DE",
      cuesc: "\u22DF",
      cularr: "\u21B6",
      cularrp: "\u293D",
      Cup: "\u22D3",
      cup: "\u222A",
      cupbrcap: "\u2A48",
      CupCap: "\u224D",
      cupcap: "\u2A46",
      cupcup: "\u2A4A",
      cupdot: "\u228D",
      cupor: "\u2A45",
      cups: "\u222A\uFE00",
      curarr: "\u21B7",
      curarrm: "\u293C",
      curlyeqprec: "\u22DE",
      curlyeqsucc: "\u22DF",
      curlyvee: "\u22CE",
      curlywedge: "\u22CF",
      curren: "\xA4",
      curvearrowleft: "\u21B6",
      curvearrowright: "\u21B7",
      cuvee: "\u22CE",
      cuwed: "\u22CF",
      cwconint: "\u2232",
      cwint: "\u2231",
      cylcty: "\u232D",
      Dagger: "\u2021",
      dagger: "\u2020",
      daleth: "\u2138",
      Darr: "\u21A1",
      dArr: "\u21D3",
      darr: "\u2193",
      dash: "\u2010",
      Dashv: "\u2AE4",
      dashv: "\u22A3",
      dbkarow: "\u290F",
      dblac: "\u02DD",
      Dcaron: "\u010E",
      dcaron: "\u010F",
      Dcy: "\u0414",
      dcy: "\u0434",
      DD: "\u2145",
      dd: "\u2146",
      ddagger: "\u2021",
      ddarr: "\u21CA",
      DDotrahd: "\u2911",
      ddotseq: "\u2A77",
      deg: "\xB0",
      Del: "\u2207",
      Delta: "\u0394",
      delta: "\u03B4",
      demptyv: "\u29B1",
      dfisht: "\u297F",
      Dfr: "\u{1D507}",
      dfr: "\u{1D521}",
      dHar: "\u2965",
      dharl: "\u21C3",
      dharr: "\u21C2",
      DiacriticalAcute: "\xB4",
      DiacriticalDot: "\u02D9",
      DiacriticalDoubleAcute: "\u02DD",
      DiacriticalGrave: "`",
      DiacriticalTilde: "\u02DC",
      diam: "\u22C4",
      Diamond: "\u22C4",
      diamond: "\u22C4",
      diamondsuit: "\u2666",
      diams: "\u2666",
      die: "\xA8",
      DifferentialD: "\u2146",
      digamma: "\u03DD",
      disin: "\u22F2",
      div: "\xF7",
      divide: "\xF7",
      divideontimes: "\u22C7",
      divonx: "\u22C7",
      DJcy: "\u0402",
      djcy: "\u0452",
      dlcorn: "\u231E",
      dlcrop: "\u230D",
      dollar: "$",
      Dopf: "\u{1D53B}",
      dopf: "\u{1D555}",
      Dot: "\xA8",
      dot: "\u02D9",
      DotDot: "\u20DC",
      doteq: "\u2250",
      doteqdot: "\u2251",
      DotEqual: "\u2250",
      dotminus: "\u2238",
      dotplus: "\u2214",
      dotsquare: "\u22A1",
      doublebarwedge: "\u2306",
      DoubleContourIntegral: "\u222F",
      DoubleDot: "\xA8",
      DoubleDownArrow: "\u21D3",
      DoubleLeftArrow: "\u21D0",
      DoubleLeftRightArrow: "\u21D4",
      DoubleLeftTee: "\u2AE4",
      DoubleLongLeftArrow: "\u27F8",
      DoubleLongLeftRightArrow: "\u27FA",
      DoubleLongRightArrow: "\u27F9",
      DoubleRightArrow: "\u21D2",
      DoubleRightTee: "\u22A8",
      DoubleUpArrow: "\u21D1",
      DoubleUpDownArrow: "\u21D5",
      DoubleVerticalBar: "\u2225",
      DownArrow: "\u2193",
      Downarrow: "\u21D3",
      downarrow: "\u2193",
      DownArrowBar: "\u2913",
      DownArrowUpArrow: "\u21F5",
      DownBreve: "\u0311",
      downdownarrows: "\u21CA",
      downharpoonleft: "\u21C3",
      downharpoonright: "\u21C2",
      DownLeftRightVector: "\u2950",
      DownLeftTeeVector: "\u295E",
      DownLeftVector: "\u21BD",
      DownLeftVectorBar: "\u2956",
      DownRightTeeVector: "\u295F",
      DownRightVector: "\u21C1",
      DownRightVectorBar: "\u2957",
      DownTee: "\u22A4",
      DownTeeArrow: "\u21A7",
      drbkarow: "\u2910",
      drcorn: "\u231F",
      drcrop: "\u230C",
      Dscr: "\u{1D49F}",
      dscr: "\u{1D4B9}",
      DScy: "\u0405",
      dscy: "\u0455",
      dsol: "\u29F6",
      Dstrok: "\u0110",
      dstrok: "\u0111",
      dtdot: "\u22F1",
      dtri: "\u25BF",
      dtrif: "\u25BE",
      duarr: "\u21F5",
      duhar: "\u296F",
      dwangle: "\u29A6",
      DZcy: "\u040F",
      dzcy: "\u045F",
      dzigrarr: "\u27FF",
      Eacute: "\xC9",
      eacute: "\xE9",
      easter: "\u2A6E",
      Ecaron: "\u011A",
      ecaron: "\u011B",
      ecir: "\u2256",
      Ecirc: "\xCA",
      ecirc: "\xEA",
      ecolon: "\u2255",
      Ecy: "\u042D",
      ecy: "\u044D",
      eDDot: "\u2A77",
      Edot: "\u0116",
      eDot: "\u2251",
      edot: "\u0117",
      ee: "\u2147",
      efDot: "\u2252",
      Efr: "\u{1D508}",
      efr: "\u{1D522}",
      eg: "\u2A9A",
      Egrave: "\xC8",
      egrave: "\xE8",
      egs: "\u2A96",
      egsdot: "\u2A98",
      el: "\u2A99",
      Element: "\u2208",
      elinters: "\u23E7",
      ell: "\u2113",
      els: "\u2A95",
      elsdot: "\u2A97",
      Emacr: "\u0112",
      emacr: "\u0113",
      empty: "\u2205",
      emptyset: "\u2205",
      EmptySmallSquare: "\u25FB",
      emptyv: "\u2205",
      EmptyVerySmallSquare: "\u25AB",
      emsp: "\u2003",
      emsp13: "\u2004",
      emsp14: "\u2005",
      ENG: "\u014A",
      eng: "\u014B",
      ensp: "\u2002",
      Eogon: "\u0118",
      eogon: "\u0119",
      Eopf: "\u{1D53C}",
      eopf: "\u{1D556}",
      epar: "\u22D5",
      eparsl: "\u29E3",
      eplus: "\u2A71",
      epsi: "\u03B5",
      Epsilon: "\u0395",
      epsilon: "\u03B5",
      epsiv: "\u03F5",
      eqcirc: "\u2256",
      eqcolon: "\u2255",
      eqsim: "\u2242",
      eqslantgtr: "\u2A96",
      eqslantless: "\u2A95",
      Equal: "\u2A75",
      equals: "=",
      EqualTilde: "\u2242",
      equest: "\u225F",
      Equilibrium: "\u21CC",
      equiv: "\u2261",
      equivDD: "\u2A78",
      eqvparsl: "\u29E5",
      erarr: "\u2971",
      erDot: "\u2253",
      Escr: "\u2130",
      escr: "\u212F",
      esdot: "\u2250",
      Esim: "\u2A73",
      esim: "\u2242",
      Eta: "\u0397",
      eta: "\u03B7",
      ETH: "\xD0",
      eth: "\xF0",
      Euml: "\xCB",
      euml: "\xEB",
      euro: "\u20AC",
      excl: "!",
      exist: "\u2203",
      Exists: "\u2203",
      expectation: "\u2130",
      ExponentialE: "\u2147",
      exponentiale: "\u2147",
      fallingdotseq: "\u2252",
      Fcy: "\u0424",
      fcy: "\u0444",
      female: "\u2640",
      ffilig: "\uFB03",
      fflig: "\uFB00",
      ffllig: "\uFB04",
      Ffr: "\u{1D509}",
      ffr: "\u{1D523}",
      filig: "\uFB01",
      FilledSmallSquare: "\u25FC",
      FilledVerySmallSquare: "\u25AA",
      fjlig: "fj",
      flat: "\u266D",
      fllig: "\uFB02",
      fltns: "\u25B1",
      fnof: "\u0192",
      Fopf: "\u{1D53D}",
      fopf: "\u{1D557}",
      ForAll: "\u2200",
      forall: "\u2200",
      fork: "\u22D4",
      forkv: "\u2AD9",
      Fouriertrf: "\u2131",
      fpartint: "\u2A0D",
      frac12: "\xBD",
      frac13: "\u2153",
      frac14: "\xBC",
      frac15: "\u2155",
      frac16: "\u2159",
      frac18: "\u215B",
      frac23: "\u2154",
      frac25: "\u2156",
      frac34: "\xBE",
      frac35: "\u2157",
      frac38: "\u215C",
      frac45: "\u2158",
      frac56: "\u215A",
      frac58: "\u215D",
      frac78: "\u215E",
      frasl: "\u2044",
      frown: "\u2322",
      Fscr: "\u2131",
      fscr: "\u{1D4BB}",
      gacute: "\u01F5",
      Gamma: "\u0393",
      gamma: "\u03B3",
      Gammad: "\u03DC",
      gammad: "\u03DD",
      gap: "\u2A86",
      Gbreve: "\u011E",
      gbreve: "\u011F",
      Gcedil: "\u0122",
      Gcirc: "\u011C",
      gcirc: "\u011D",
      Gcy: "\u0413",
      gcy: "\u0433",
      Gdot: "\u0120",
      gdot: "\u0121",
      gE: "\u2267",
      ge: "\u2265",
      gEl: "\u2A8C",
      gel: "\u22DB",
      geq: "\u2265",
      geqq: "\u2267",
      geqslant: "\u2A7E",
      ges: "\u2A7E",
      gescc: "\u2AA9",
      gesdot: "\u2A80",
      gesdoto: "\u2A82",
      gesdotol: "\u2A84",
      gesl: "\u22DB\uFE00",
      gesles: "\u2A94",
      Gfr: "\u{1D50A}",
      gfr: "\u{1D524}",
      Gg: "\u22D9",
      gg: "\u226B",
      ggg: "\u22D9",
      gimel: "\u2137",
      GJcy: "\u0403",
      gjcy: "\u0453",
      gl: "\u2277",
      gla: "\u2AA5",
      glE: "\u2A92",
      glj: "\u2AA4",
      gnap: "\u2A8A",
      gnapprox: "\u2A8A",
      gnE: "\u2269",
      gne: "\u2A88",
      gneq: "\u2A88",
      gneqq: "\u2269",
      gnsim: "\u22E7",
      Gopf: "\u{1D53E}",
      gopf: "\u{1D558}",
      grave: "`",
      GreaterEqual: "\u2265",
      GreaterEqualLess: "\u22DB",
      GreaterFullEqual: "\u2267",
      GreaterGreater: "\u2AA2",
      GreaterLess: "\u2277",
      GreaterSlantEqual: "\u2A7E",
      GreaterTilde: "\u2273",
      Gscr: "\u{1D4A2}",
      gscr: "\u210A",
      gsim: "\u2273",
      gsime: "\u2A8E",
      gsiml: "\u2A90",
      Gt: "\u226B",
      GT: ">",
      gt: ">",
      gtcc: "\u2AA7",
      gtcir: "\u2A7A",
      gtdot: "\u22D7",
      gtlPar: "\u2995",
      gtquest: "\u2A7C",
      gtrapprox: "\u2A86",
      gtrarr: "\u2978",
      gtrdot: "\u22D7",
      gtreqless: "\u22DB",
      gtreqqless: "\u2A8C",
      gtrless: "\u2277",
      gtrsim: "\u2273",
      gvertneqq: "\u2269\uFE00",
      gvnE: "\u2269\uFE00",
      Hacek: "\u02C7",
      hairsp: "\u200A",
      half: "\xBD",
      hamilt: "\u210B",
      HARDcy: "\u042A",
      hardcy: "\u044A",
      hArr: "\u21D4",
      harr: "\u2194",
      harrcir: "\u2948",
      harrw: "\u21AD",
      Hat: "^",
      hbar: "\u210F",
      Hcirc: "\u0124",
      hcirc: "\u0125",
      hearts: "\u2665",
      heartsuit: "\u2665",
      hellip: "\u2026",
      hercon: "\u22B9",
      Hfr: "\u210C",
      hfr: "\u{1D525}",
      HilbertSpace: "\u210B",
      hksearow: "\u2925",
      hkswarow: "\u2926",
      hoarr: "\u21FF",
      homtht: "\u223B",
      hookleftarrow: "\u21A9",
      hookrightarrow: "\u21AA",
      Hopf: "\u210D",
      hopf: "\u{1D559}",
      horbar: "\u2015",
      HorizontalLine: "\u2500",
      Hscr: "\u210B",
      hscr: "\u{1D4BD}",
      hslash: "\u210F",
      Hstrok: "\u0126",
      hstrok: "\u0127",
      HumpDownHump: "\u224E",
      HumpEqual: "\u224F",
      hybull: "\u2043",
      hyphen: "\u2010",
      Iacute: "\xCD",
      iacute: "\xED",
      ic: "\u2063",
      Icirc: "\xCE",
      icirc: "\xEE",
      Icy: "\u0418",
      icy: "\u0438",
      Idot: "\u0130",
      IEcy: "\u0415",
      iecy: "\u0435",
      iexcl: "\xA1",
      iff: "\u21D4",
      Ifr: "\u2111",
      ifr: "\u{1D526}",
      Igrave: "\xCC",
      igrave: "\xEC",
      ii: "\u2148",
      iiiint: "\u2A0C",
      iiint: "\u222D",
      iinfin: "\u29DC",
      iiota: "\u2129",
      IJlig: "\u0132",
      ijlig: "\u0133",
      Im: "\u2111",
      Imacr: "\u012A",
      imacr: "\u012B",
      image: "\u2111",
      ImaginaryI: "\u2148",
      imagline: "\u2110",
      imagpart: "\u2111",
      imath: "\u0131",
      imof: "\u22B7",
      imped: "\u01B5",
      Implies: "\u21D2",
      in: "\u2208",
      incare: "\u2105",
      infin: "\u221E",
      infintie: "\u29DD",
      inodot: "\u0131",
      Int: "\u222C",
      int: "\u222B",
      intcal: "\u22BA",
      integers: "\u2124",
      Integral: "\u222B",
      intercal: "\u22BA",
      Intersection: "\u22C2",
      intlarhk: "\u2A17",
      intprod: "\u2A3C",
      InvisibleComma: "\u2063",
      InvisibleTimes: "\u2062",
      IOcy: "\u0401",
      iocy: "\u0451",
      Iogon: "\u012E",
      iogon: "\u012F",
      Iopf: "\u{1D540}",
      iopf: "\u{1D55A}",
      Iota: "\u0399",
      iota: "\u03B9",
      iprod: "\u2A3C",
      iquest: "\xBF",
      Iscr: "\u2110",
      iscr: "\u{1D4BE}",
      isin: "\u2208",
      isindot: "\u22F5",
      isinE: "\u22F9",
      isins: "\u22F4",
      isinsv: "\u22F3",
      isinv: "\u2208",
      it: "\u2062",
      Itilde: "\u0128",
      itilde: "\u0129",
      Iukcy: "\u0406",
      iukcy: "\u0456",
      Iuml: "\xCF",
      iuml: "\xEF",
      Jcirc: "\u0134",
      jcirc: "\u0135",
      Jcy: "\u0419",
      jcy: "\u0439",
      Jfr: "\u{1D50D}",
      jfr: "\u{1D527}",
      jmath: "\u0237",
      Jopf: "\u{1D541}",
      jopf: "\u{1D55B}",
      Jscr: "\u{1D4A5}",
      jscr: "\u{1D4BF}",
      Jsercy: "\u0408",
      jsercy: "\u0458",
      Jukcy: "\u0404",
      jukcy: "\u0454",
      Kappa: "\u039A",
      kappa: "\u03BA",
      kappav: "\u03F0",
      Kcedil: "\u0136",
      kcedil: "\u0137",
      Kcy: "\u041A",
      kcy: "\u043A",
      Kfr: "\u{1D50E}",
      kfr: "\u{1D528}",
      kgreen: "\u0138",
      KHcy: "\u0425",
      khcy: "\u0445",
      KJcy: "\u040C",
      kjcy: "\u045C",
      Kopf: "\u{1D542}",
      kopf: "\u{1D55C}",
      Kscr: "\u{1D4A6}",
      kscr: "\u{1D4C0}",
      lAarr: "\u21DA",
      Lacute: "\u0139",
      lacute: "\u013A",
      laemptyv: "\u29B4",
      lagran: "\u2112",
      Lambda: "\u039B",
      lambda: "\u03BB",
      Lang: "\u27EA",
      lang: "\u27E8",
      langd: "\u2991",
      langle: "\u27E8",
      lap: "\u2A85",
      Laplacetrf: "\u2112",
      laquo: "\xAB",
      Larr: "\u219E",
      lArr: "\u21D0",
      larr: "\u2190",
      larrb: "\u21E4",
      larrbfs: "\u291F",
      larrfs: "\u291D",
      larrhk: "\u21A9",
      larrlp: "\u21AB",
      larrpl: "\u2939",
      larrsim: "\u2973",
      larrtl: "\u21A2",
      lat: "\u2AAB",
      lAtail: "\u291B",
      latail: "\u2919",
      late: "\u2AAD",
      lates: "\u2AAD\uFE00",
      lBarr: "\u290E",
      lbarr: "\u290C",
      lbbrk: "\u2772",
      lbrace: "{",
      lbrack: "[",
      lbrke: "\u298B",
      lbrksld: "\u298F",
      lbrkslu: "\u298D",
      Lcaron: "\u013D",
      lcaron: "\u013E",
      Lcedil: "\u013B",
      lcedil: "\u013C",
      lceil: "\u2308",
      lcub: "{",
      Lcy: "\u041B",
      lcy: "\u043B",
      ldca: "\u2936",
      ldquo: "\u201C",
      ldquor: "\u201E",
      ldrdhar: "\u2967",
      ldrushar: "\u294B",
      ldsh: "\u21B2",
      lE: "\u2266",
      le: "\u2264",
      LeftAngleBracket: "\u27E8",
      LeftArrow: "\u2190",
      Leftarrow: "\u21D0",
      leftarrow: "\u2190",
      LeftArrowBar: "\u21E4",
      LeftArrowRightArrow: "\u21C6",
      leftarrowtail: "\u21A2",
      LeftCeiling: "\u2308",
      LeftDoubleBracket: "\u27E6",
      LeftDownTeeVector: "\u2961",
      LeftDownVector: "\u21C3",
      LeftDownVectorBar: "\u2959",
      LeftFloor: "\u230A",
      leftharpoondown: "\u21BD",
      leftharpoonup: "\u21BC",
      leftleftarrows: "\u21C7",
      LeftRightArrow: "\u2194",
      Leftrightarrow: "\u21D4",
      leftrightarrow: "\u2194",
      leftrightarrows: "\u21C6",
      leftrightharpoons: "\u21CB",
      leftrightsquigarrow: "\u21AD",
      LeftRightVector: "\u294E",
      LeftTee: "\u22A3",
      LeftTeeArrow: "\u21A4",
      LeftTeeVector: "\u295A",
      leftthreetimes: "\u22CB",
      LeftTriangle: "\u22B2",
      LeftTriangleBar: "\u29CF",
      LeftTriangleEqual: "\u22B4",
      LeftUpDownVector: "\u2951",
      LeftUpTeeVector: "\u2960",
      LeftUpVector: "\u21BF",
      LeftUpVectorBar: "\u2958",
      LeftVector: "\u21BC",
      LeftVectorBar: "\u2952",
      lEg: "\u2A8B",
      leg: "\u22DA",
      leq: "\u2264",
      leqq: "\u2266",
      leqslant: "\u2A7D",
      les: "\u2A7D",
      lescc: "\u2AA8",
      lesdot: "\u2A7F",
      lesdoto: "\u2A81",
      lesdotor: "\u2A83",
      lesg: "\u22DA\uFE00",
      lesges: "\u2A93",
      lessapprox: "\u2A85",
      lessdot: "\u22D6",
      lesseqgtr: "\u22DA",
      lesseqqgtr: "\u2A8B",
      LessEqualGreater: "\u22DA",
      LessFullEqual: "\u2266",
      LessGreater: "\u2276",
      lessgtr: "\u2276",
      LessLess: "\u2AA1",
      lesssim: "\u2272",
      LessSlantEqual: "\u2A7D",
      LessTilde: "\u2272",
      lfisht: "\u297C",
      lfloor: "\u230A",
      Lfr: "\u{1D50F}",
      lfr: "\u{1D529}",
      lg: "\u2276",
      lgE: "\u2A91",
      lHar: "\u2962",
      lhard: "\u21BD",
      lharu: "\u21BC",
      lharul: "\u296A",
      lhblk: "\u2584",
      LJcy: "\u0409",
      ljcy: "\u0459",
      Ll: "\u22D8",
      ll: "\u226A",
      llarr: "\u21C7",
      llcorner: "\u231E",
      Lleftarrow: "\u21DA",
      llhard: "\u296B",
      lltri: "\u25FA",
      Lmidot: "\u013F",
      lmidot: "\u0140",
      lmoust: "\u23B0",
      lmoustache: "\u23B0",
      lnap: "\u2A89",
      lnapprox: "\u2A89",
      lnE: "\u2268",
      lne: "\u2A87",
      lneq: "\u2A87",
      lneqq: "\u2268",
      lnsim: "\u22E6",
      loang: "\u27EC",
      loarr: "\u21FD",
      lobrk: "\u27E6",
      LongLeftArrow: "\u27F5",
      Longleftarrow: "\u27F8",
      longleftarrow: "\u27F5",
      LongLeftRightArrow: "\u27F7",
      Longleftrightarrow: "\u27FA",
      longleftrightarrow: "\u27F7",
      longmapsto: "\u27FC",
      LongRightArrow: "\u27F6",
      Longrightarrow: "\u27F9",
      longrightarrow: "\u27F6",
      looparrowleft: "\u21AB",
      looparrowright: "\u21AC",
      lopar: "\u2985",
      Lopf: "\u{1D543}",
      lopf: "\u{1D55D}",
      loplus: "\u2A2D",
      lotimes: "\u2A34",
      lowast: "\u2217",
      lowbar: "_",
      LowerLeftArrow: "\u2199",
      LowerRightArrow: "\u2198",
      loz: "\u25CA",
      lozenge: "\u25CA",
      lozf: "\u29EB",
      lpar: "(",
      lparlt: "\u2993",
      lrarr: "\u21C6",
      lrcorner: "\u231F",
      lrhar: "\u21CB",
      lrhard: "\u296D",
      lrm: "\u200E",
      lrtri: "\u22BF",
      lsaquo: "\u2039",
      Lscr: "\u2112",
      lscr: "\u{1D4C1}",
      Lsh: "\u21B0",
      lsh: "\u21B0",
      lsim: "\u2272",
      lsime: "\u2A8D",
      lsimg: "\u2A8F",
      lsqb: "[",
      lsquo: "\u2018",
      lsquor: "\u201A",
      Lstrok: "\u0141",
      lstrok: "\u0142",
      Lt: "\u226A",
      LT: "<",
      lt: "<",
      ltcc: "\u2AA6",
      ltcir: "\u2A79",
      ltdot: "\u22D6",
      lthree: "\u22CB",
      ltimes: "\u22C9",
      ltlarr: "\u2976",
      ltquest: "\u2A7B",
      ltri: "\u25C3",
      ltrie: "\u22B4",
      ltrif: "\u25C2",
      ltrPar: "\u2996",
      lurdshar: "\u294A",
      luruhar: "\u2966",
      lvertneqq: "\u2268\uFE00",
      lvnE: "\u2268\uFE00",
      macr: "\xAF",
      male: "\u2642",
      malt: "\u2720",
      maltese: "\u2720",
      Map: "\u2905",
      map: "\u21A6",
      mapsto: "\u21A6",
      mapstodown: "\u21A7",
      mapstoleft: "\u21A4",
      mapstoup: "\u21A5",
      marker: "\u25AE",
      mcomma: "\u2A29",
      Mcy: "\u041C",
      mcy: "\u043C",
      mdash: "\u2014",
      mDDot: "\u223A",
      measuredangle: "\u2221",
      MediumSpace: "\u205F",
      Mellintrf: "\u2133",
      Mfr: "\u{1D510}",
      mfr: "\u{1D52A}",
      mho: "\u2127",
      micro: "\xB5",
      mid: "\u2223",
      midast: "*",
      midcir: "\u2AF0",
      middot: "\xB7",
      minus: "\u2212",
      minusb: "\u229F",
      minusd: "\u2238",
      minusdu: "\u2A2A",
      MinusPlus: "\u2213",
      mlcp: "\u2ADB",
      mldr: "\u2026",
      mnplus: "\u2213",
      models: "\u22A7",
      Mopf: "\u{1D544}",
      mopf: "\u{1D55E}",
      mp: "\u2213",
      Mscr: "\u2133",
      mscr: "\u{1D4C2}",
      mstpos: "\u223E",
      Mu: "\u039C",
      mu: "\u03BC",
      multimap: "\u22B8",
      mumap: "\u22B8",
      nabla: "\u2207",
      Nacute: "\u0143",
      nacute: "\u0144",
      nang: "\u2220\u20D2",
      nap: "\u2249",
      napE: "\u2A70\u0338",
      napid: "\u224B\u0338",
      napos: "\u0149",
      napprox: "\u2249",
      natur: "\u266E",
      natural: "\u266E",
      naturals: "\u2115",
      nbsp: "\xA0",
      nbump: "\u224E\u0338",
      nbumpe: "\u224F\u0338",
      ncap: "\u2A43",
      Ncaron: "\u0147",
      ncaron: "\u0148",
      Ncedil: "\u0145",
      ncedil: "\u0146",
      ncong: "\u2247",
      ncongdot: "\u2A6D\u0338",
      ncup: "\u2A42",
      Ncy: "\u041D",
      ncy: "\u043D",
      ndash: "\u2013",
      ne: "\u2260",
      nearhk: "\u2924",
      neArr: "\u21D7",
      nearr: "\u2197",
      nearrow: "\u2197",
      nedot: "\u2250\u0338",
      NegativeMediumSpace: "\u200B",
      NegativeThickSpace: "\u200B",
      NegativeThinSpace: "\u200B",
      NegativeVeryThinSpace: "\u200B",
      nequiv: "\u2262",
      nesear: "\u2928",
      nesim: "\u2242\u0338",
      NestedGreaterGreater: "\u226B",
      NestedLessLess: "\u226A",
      NewLine: "\n",
      nexist: "\u2204",
      nexists: "\u2204",
      Nfr: "\u{1D511}",
      nfr: "\u{1D52B}",
      ngE: "\u2267\u0338",
      nge: "\u2271",
      ngeq: "\u2271",
      ngeqq: "\u2267\u0338",
      ngeqslant: "\u2A7E\u0338",
      nges: "\u2A7E\u0338",
      nGg: "\u22D9\u0338",
      ngsim: "\u2275",
      nGt: "\u226B\u20D2",
      ngt: "\u226F",
      ngtr: "\u226F",
      nGtv: "\u226B\u0338",
      nhArr: "\u21CE",
      nharr: "\u21AE",
      nhpar: "\u2AF2",
      ni: "\u220B",
      nis: "\u22FC",
      nisd: "\u22FA",
      niv: "\u220B",
      NJcy: "\u040A",
      njcy: "\u045A",
      nlArr: "\u21CD",
      nlarr: "\u219A",
      nldr: "\u2025",
      nlE: "\u2266\u0338",
      nle: "\u2270",
      nLeftarrow: "\u21CD",
      nleftarrow: "\u219A",
      nLeftrightarrow: "\u21CE",
      nleftrightarrow: "\u21AE",
      nleq: "\u2270",
      nleqq: "\u2266\u0338",
      nleqslant: "\u2A7D\u0338",
      nles: "\u2A7D\u0338",
      nless: "\u226E",
      nLl: "\u22D8\u0338",
      nlsim: "\u2274",
      nLt: "\u226A\u20D2",
      nlt: "\u226E",
      nltri: "\u22EA",
      nltrie: "\u22EC",
      nLtv: "\u226A\u0338",
      nmid: "\u2224",
      NoBreak: "\u2060",
      NonBreakingSpace: "\xA0",
      Nopf: "\u2115",
      nopf: "\u{1D55F}",
      Not: "\u2AEC",
      not: "\xAC",
      NotCongruent: "\u2262",
      NotCupCap: "\u226D",
      NotDoubleVerticalBar: "\u2226",
      NotElement: "\u2209",
      NotEqual: "\u2260",
      NotEqualTilde: "\u2242\u0338",
      NotExists: "\u2204",
      NotGreater: "\u226F",
      NotGreaterEqual: "\u2271",
      NotGreaterFullEqual: "\u2267\u0338",
      NotGreaterGreater: "\u226B\u0338",
      NotGreaterLess: "\u2279",
      NotGreaterSlantEqual: "\u2A7E\u0338",
      NotGreaterTilde: "\u2275",
      NotHumpDownHump: "\u224E\u0338",
      NotHumpEqual: "\u224F\u0338",
      notin: "\u2209",
      notindot: "\u22F5\u0338",
      notinE: "\u22F9\u0338",
      notinva: "\u2209",
      notinvb: "\u22F7",
      notinvc: "\u22F6",
      NotLeftTriangle: "\u22EA",
      NotLeftTriangleBar: "\u29CF\u0338",
      NotLeftTriangleEqual: "\u22EC",
      NotLess: "\u226E",
      NotLessEqual: "\u2270",
      NotLessGreater: "\u2278",
      NotLessLess: "\u226A\u0338",
      NotLessSlantEqual: "\u2A7D\u0338",
      NotLessTilde: "\u2274",
      NotNestedGreaterGreater: "\u2AA2\u0338",
      NotNestedLessLess: "\u2AA1\u0338",
      notni: "\u220C",
      notniva: "\u220C",
      notnivb: "\u22FE",
      notnivc: "\u22FD",
      NotPrecedes: "\u2280",
      NotPrecedesEqual: "\u2AAF\u0338",
      NotPrecedesSlantEqual: "\u22E0",
      NotReverseElement: "\u220C",
      NotRightTriangle: "\u22EB",
      NotRightTriangleBar: "\u29D0\u0338",
      NotRightTriangleEqual: "\u22ED",
      NotSquareSubset: "\u228F\u0338",
      NotSquareSubsetEqual: "\u22E2",
      NotSquareSuperset: "\u2290\u0338",
      NotSquareSupersetEqual: "\u22E3",
      NotSubset: "\u2282\u20D2",
      NotSubsetEqual: "\u2288",
      NotSucceeds: "\u2281",
      NotSucceedsEqual: "\u2AB0\u0338",
      NotSucceedsSlantEqual: "\u22E1",
      NotSucceedsTilde: "\u227F\u0338",
      NotSuperset: "\u2283\u20D2",
      NotSupersetEqual: "\u2289",
      NotTilde: "\u2241",
      NotTildeEqual: "\u2244",
      NotTildeFullEqual: "\u2247",
      NotTildeTilde: "\u2249",
      NotVerticalBar: "\u2224",
      npar: "\u2226",
      nparallel: "\u2226",
      nparsl: "\u2AFD\u20E5",
      npart: "\u2202\u0338",
      npolint: "\u2A14",
      npr: "\u2280",
      nprcue: "\u22E0",
      npre: "\u2AAF\u0338",
      nprec: "\u2280",
      npreceq: "\u2AAF\u0338",
      nrArr: "\u21CF",
      nrarr: "\u219B",
      nrarrc: "\u2933\u0338",
      nrarrw: "\u219D\u0338",
      nRightarrow: "\u21CF",
      nrightarrow: "\u219B",
      nrtri: "\u22EB",
      nrtrie: "\u22ED",
      nsc: "\u2281",
      nsccue: "\u22E1",
      nsce: "\u2AB0\u0338",
      Nscr: "\u{1D4A9}",
      nscr: "\u{1D4C3}",
      nshortmid: "\u2224",
      nshortparallel: "\u2226",
      nsim: "\u2241",
      nsime: "\u2244",
      nsimeq: "\u2244",
      nsmid: "\u2224",
      nspar: "\u2226",
      nsqsube: "\u22E2",
      nsqsupe: "\u22E3",
      nsub: "\u2284",
      nsubE: "\u2AC5\u0338",
      nsube: "\u2288",
      nsubset: "\u2282\u20D2",
      nsubseteq: "\u2288",
      nsubseteqq: "\u2AC5\u0338",
      nsucc: "\u2281",
      nsucceq: "\u2AB0\u0338",
      nsup: "\u2285",
      nsupE: "\u2AC6\u0338",
      nsupe: "\u2289",
      nsupset: "\u2283\u20D2",
      nsupseteq: "\u2289",
      nsupseteqq: "\u2AC6\u0338",
      ntgl: "\u2279",
      Ntilde: "\xD1",
      ntilde: "\xF1",
      ntlg: "\u2278",
      ntriangleleft: "\u22EA",
      ntrianglelefteq: "\u22EC",
      ntriangleright: "\u22EB",
      ntrianglerighteq: "\u22ED",
      Nu: "\u039D",
      nu: "\u03BD",
      num: "#",
      numero: "\u2116",
      numsp: "\u2007",
      nvap: "\u224D\u20D2",
      nVDash: "\u22AF",
      nVdash: "\u22AE",
      nvDash: "\u22AD",
      nvdash: "\u22AC",
      nvge: "\u2265\u20D2",
      nvgt: ">\u20D2",
      nvHarr: "\u2904",
      nvinfin: "\u29DE",
      nvlArr: "\u2902",
      nvle: "\u2264\u20D2",
      nvlt: "<\u20D2",
      nvltrie: "\u22B4\u20D2",
      nvrArr: "\u2903",
      nvrtrie: "\u22B5\u20D2",
      nvsim: "\u223C\u20D2",
      nwarhk: "\u2923",
      nwArr: "\u21D6",
      nwarr: "\u2196",
      nwarrow: "\u2196",
      nwnear: "\u2927",
      Oacute: "\xD3",
      oacute: "\xF3",
      oast: "\u229B",
      ocir: "\u229A",
      Ocirc: "\xD4",
      ocirc: "\xF4",
      Ocy: "\u041E",
      ocy: "\u043E",
      odash: "\u229D",
      Odblac: "\u0150",
      odblac: "\u0151",
      odiv: "\u2A38",
      odot: "\u2299",
      odsold: "\u29BC",
      OElig: "\u0152",
      oelig: "\u0153",
      ofcir: "\u29BF",
      Ofr: "\u{1D512}",
      ofr: "\u{1D52C}",
      ogon: "\u02DB",
      Ograve: "\xD2",
      ograve: "\xF2",
      ogt: "\u29C1",
      ohbar: "\u29B5",
      ohm: "\u03A9",
      oint: "\u222E",
      olarr: "\u21BA",
      olcir: "\u29BE",
      olcross: "\u29BB",
      oline: "\u203E",
      olt: "\u29C0",
      Omacr: "\u014C",
      omacr: "\u014D",
      Omega: "\u03A9",
      omega: "\u03C9",
      Omicron: "\u039F",
      omicron: "\u03BF",
      omid: "\u29B6",
      ominus: "\u2296",
      Oopf: "\u{1D546}",
      oopf: "\u{1D560}",
      opar: "\u29B7",
      OpenCurlyDoubleQuote: "\u201C",
      OpenCurlyQuote: "\u2018",
      operp: "\u29B9",
      oplus: "\u2295",
      Or: "\u2A54",
      or: "\u2228",
      orarr: "\u21BB",
      ord: "\u2A5D",
      order: "\u2134",
      orderof: "\u2134",
      ordf: "\xAA",
      ordm: "\xBA",
      origof: "\u22B6",
      oror: "\u2A56",
      orslope: "\u2A57",
      orv: "\u2A5B",
      oS: "\u24C8",
      Oscr: "\u{1D4AA}",
      oscr: "\u2134",
      Oslash: "\xD8",
      oslash: "\xF8",
      osol: "\u2298",
      Otilde: "\xD5",
      otilde: "\xF5",
      Otimes: "\u2A37",
      otimes: "\u2297",
      otimesas: "\u2A36",
      Ouml: "\xD6",
      ouml: "\xF6",
      ovbar: "\u233D",
      OverBar: "\u203E",
      OverBrace: "\u23DE",
      OverBracket: "\u23B4",
      OverParenthesis: "\u23DC",
      par: "\u2225",
      para: "\xB6",
      parallel: "\u2225",
      parsim: "\u2AF3",
      parsl: "\u2AFD",
      part: "\u2202",
      PartialD: "\u2202",
      Pcy: "\u041F",
      pcy: "\u043F",
      percnt: "%",
      period: ".",
      permil: "\u2030",
      perp: "\u22A5",
      pertenk: "\u2031",
      Pfr: "\u{1D513}",
      pfr: "\u{1D52D}",
      Phi: "\u03A6",
      phi: "\u03C6",
      phiv: "\u03D5",
      phmmat: "\u2133",
      phone: "\u260E",
      Pi: "\u03A0",
      pi: "\u03C0",
      pitchfork: "\u22D4",
      piv: "\u03D6",
      planck: "\u210F",
      planckh: "\u210E",
      plankv: "\u210F",
      plus: "+",
      plusacir: "\u2A23",
      plusb: "\u229E",
      pluscir: "\u2A22",
      plusdo: "\u2214",
      plusdu: "\u2A25",
      pluse: "\u2A72",
      PlusMinus: "\xB1",
      plusmn: "\xB1",
      plussim: "\u2A26",
      plustwo: "\u2A27",
      pm: "\xB1",
      Poincareplane: "\u210C",
      pointint: "\u2A15",
      Popf: "\u2119",
      popf: "\u{1D561}",
      pound: "\xA3",
      Pr: "\u2ABB",
      pr: "\u227A",
      prap: "\u2AB7",
      prcue: "\u227C",
      prE: "\u2AB3",
      pre: "\u2AAF",
      prec: "\u227A",
      precapprox: "\u2AB7",
      preccurlyeq: "\u227C",
      Precedes: "\u227A",
      PrecedesEqual: "\u2AAF",
      PrecedesSlantEqual: "\u227C",
      PrecedesTilde: "\u227E",
      preceq: "\u2AAF",
      precnapprox: "\u2AB9",
      precneqq: "\u2AB5",
      precnsim: "\u22E8",
      precsim: "\u227E",
      Prime: "\u2033",
      prime: "\u2032",
      primes: "\u2119",
      prnap: "\u2AB9",
      prnE: "\u2AB5",
      prnsim: "\u22E8",
      prod: "\u220F",
      Product: "\u220F",
      profalar: "\u232E",
      profline: "\u2312",
      profsurf: "\u2313",
      prop: "\u221D",
      Proportion: "\u2237",
      Proportional: "\u221D",
      propto: "\u221D",
      prsim: "\u227E",
      prurel: "\u22B0",
      Pscr: "\u{1D4AB}",
      pscr: "\u{1D4C5}",
      Psi: "\u03A8",
      psi: "\u03C8",
      puncsp: "\u2008",
      Qfr: "\u{1D514}",
      qfr: "\u{1D52E}",
      qint: "\u2A0C",
      Qopf: "\u211A",
      qopf: "\u{1D562}",
      qprime: "\u2057",
      Qscr: "\u{1D4AC}",
      qscr: "\u{1D4C6}",
      quaternions: "\u210D",
      quatint: "\u2A16",
      quest: "?",
      questeq: "\u225F",
      QUOT: '"',
      quot: '"',
      rAarr: "\u21DB",
      race: "\u223D\u0331",
      Racute: "\u0154",
      racute: "\u0155",
      radic: "\u221A",
      raemptyv: "\u29B3",
      Rang: "\u27EB",
      rang: "\u27E9",
      rangd: "\u2992",
      range: "\u29A5",
      rangle: "\u27E9",
      raquo: "\xBB",
      Rarr: "\u21A0",
      rArr: "\u21D2",
      rarr: "\u2192",
      rarrap: "\u2975",
      rarrb: "\u21E5",
      rarrbfs: "\u2920",
      rarrc: "\u2933",
      rarrfs: "\u291E",
      rarrhk: "\u21AA",
      rarrlp: "\u21AC",
      rarrpl: "\u2945",
      rarrsim: "\u2974",
      Rarrtl: "\u2916",
      rarrtl: "\u21A3",
      rarrw: "\u219D",
      rAtail: "\u291C",
      ratail: "\u291A",
      ratio: "\u2236",
      rationals: "\u211A",
      RBarr: "\u2910",
      rBarr: "\u290F",
      rbarr: "\u290D",
      rbbrk: "\u2773",
      rbrace: "}",
      rbrack: "]",
      rbrke: "\u298C",
      rbrksld: "\u298E",
      rbrkslu: "\u2990",
      Rcaron: "\u0158",
      rcaron: "\u0159",
      Rcedil: "\u0156",
      rcedil: "\u0157",
      rceil: "\u2309",
      rcub: "}",
      Rcy: "\u0420",
      rcy: "\u0440",
      rdca: "\u2937",
      rdldhar: "\u2969",
      rdquo: "\u201D",
      rdquor: "\u201D",
      rdsh: "\u21B3",
      Re: "\u211C",
      real: "\u211C",
      realine: "\u211B",
      realpart: "\u211C",
      reals: "\u211D",
      rect: "\u25AD",
      REG: "\xAE",
      reg: "\xAE",
      ReverseElement: "\u220B",
      ReverseEquilibrium: "\u21CB",
      ReverseUpEquilibrium: "\u296F",
      rfisht: "\u297D",
      rfloor: "\u230B",
      Rfr: "\u211C",
      rfr: "\u{1D52F}",
      rHar: "\u2964",
      rhard: "\u21C1",
      rharu: "\u21C0",
      rharul: "\u296C",
      Rho: "\u03A1",
      rho: "\u03C1",
      rhov: "\u03F1",
      RightAngleBracket: "\u27E9",
      RightArrow: "\u2192",
      Rightarrow: "\u21D2",
      rightarrow: "\u2192",
      RightArrowBar: "\u21E5",
      RightArrowLeftArrow: "\u21C4",
      rightarrowtail: "\u21A3",
      RightCeiling: "\u2309",
      RightDoubleBracket: "\u27E7",
      RightDownTeeVector: "\u295D",
      RightDownVector: "\u21C2",
      RightDownVectorBar: "\u2955",
      RightFloor: "\u230B",
      rightharpoondown: "\u21C1",
      rightharpoonup: "\u21C0",
      rightleftarrows: "\u21C4",
      rightleftharpoons: "\u21CC",
      rightrightarrows: "\u21C9",
      rightsquigarrow: "\u219D",
      RightTee: "\u22A2",
      RightTeeArrow: "\u21A6",
      RightTeeVector: "\u295B",
      rightthreetimes: "\u22CC",
      RightTriangle: "\u22B3",
      RightTriangleBar: "\u29D0",
      RightTriangleEqual: "\u22B5",
      RightUpDownVector: "\u294F",
      RightUpTeeVector: "\u295C",
      RightUpVector: "\u21BE",
      RightUpVectorBar: "\u2954",
      RightVector: "\u21C0",
      RightVectorBar: "\u2953",
      ring: "\u02DA",
      risingdotseq: "\u2253",
      rlarr: "\u21C4",
      rlhar: "\u21CC",
      rlm: "\u200F",
      rmoust: "\u23B1",
      rmoustache: "\u23B1",
      rnmid: "\u2AEE",
      roang: "\u27ED",
      roarr: "\u21FE",
      robrk: "\u27E7",
      ropar: "\u2986",
      Ropf: "\u211D",
      ropf: "\u{1D563}",
      roplus: "\u2A2E",
      rotimes: "\u2A35",
      RoundImplies: "\u2970",
      rpar: ")",
      rpargt: "\u2994",
      rppolint: "\u2A12",
      rrarr: "\u21C9",
      Rrightarrow: "\u21DB",
      rsaquo: "\u203A",
      Rscr: "\u211B",
      rscr: "\u{1D4C7}",
      Rsh: "\u21B1",
      rsh: "\u21B1",
      rsqb: "]",
      rsquo: "\u2019",
      rsquor: "\u2019",
      rthree: "\u22CC",
      rtimes: "\u22CA",
      rtri: "\u25B9",
      rtrie: "\u22B5",
      rtrif: "\u25B8",
      rtriltri: "\u29CE",
      RuleDelayed: "\u29F4",
      ruluhar: "\u2968",
      rx: "\u211E",
      Sacute: "\u015A",
      sacute: "\u015B",
      sbquo: "\u201A",
      Sc: "\u2ABC",
      sc: "\u227B",
      scap: "\u2AB8",
      Scaron: "\u0160",
      scaron: "\u0161",
      sccue: "\u227D",
      scE: "\u2AB4",
      sce: "\u2AB0",
      Scedil: "\u015E",
      scedil: "\u015F",
      Scirc: "\u015C",
      scirc: "\u015D",
      scnap: "\u2ABA",
      scnE: "\u2AB6",
      scnsim: "\u22E9",
      scpolint: "\u2A13",
      scsim: "\u227F",
      Scy: "\u0421",
      scy: "\u0441",
      sdot: "\u22C5",
      sdotb: "\u22A1",
      sdote: "\u2A66",
      searhk: "\u2925",
      seArr: "\u21D8",
      searr: "\u2198",
      searrow: "\u2198",
      sect: "\xA7",
      semi: ";",
      seswar: "\u2929",
      setminus: "\u2216",
      setmn: "\u2216",
      sext: "\u2736",
      Sfr: "\u{1D516}",
      sfr: "\u{1D530}",
      sfrown: "\u2322",
      sharp: "\u266F",
      SHCHcy: "\u0429",
      shchcy: "\u0449",
      SHcy: "\u0428",
      shcy: "\u0448",
      ShortDownArrow: "\u2193",
      ShortLeftArrow: "\u2190",
      shortmid: "\u2223",
      shortparallel: "\u2225",
      ShortRightArrow: "\u2192",
      ShortUpArrow: "\u2191",
      shy: "\xAD",
      Sigma: "\u03A3",
      sigma: "\u03C3",
      sigmaf: "\u03C2",
      sigmav: "\u03C2",
      sim: "\u223C",
      simdot: "\u2A6A",
      sime: "\u2243",
      simeq: "\u2243",
      simg: "\u2A9E",
      simgE: "\u2AA0",
      siml: "\u2A9D",
      simlE: "\u2A9F",
      simne: "\u2246",
      simplus: "\u2A24",
      simrarr: "\u2972",
      slarr: "\u2190",
      SmallCircle: "\u2218",
      smallsetminus: "\u2216",
      smashp: "\u2A33",
      smeparsl: "\u29E4",
      smid: "\u2223",
      smile: "\u2323",
      smt: "\u2AAA",
      smte: "\u2AAC",
      smtes: "\u2AAC\uFE00",
      SOFTcy: "\u042C",
      softcy: "\u044C",
      sol: "/",
      solb: "\u29C4",
      solbar: "\u233F",
      Sopf: "\u{1D54A}",
      sopf: "\u{1D564}",
      spades: "\u2660",
      spadesuit: "\u2660",
      spar: "\u2225",
      sqcap: "\u2293",
      sqcaps: "\u2293\uFE00",
      sqcup: "\u2294",
      sqcups: "\u2294\uFE00",
      Sqrt: "\u221A",
      sqsub: "\u228F",
      sqsube: "\u2291",
      sqsubset: "\u228F",
      sqsubseteq: "\u2291",
      sqsup: "\u2290",
      sqsupe: "\u2292",
      sqsupset: "\u2290",
      sqsupseteq: "\u2292",
      squ: "\u25A1",
      Square: "\u25A1",
      square: "\u25A1",
      SquareIntersection: "\u2293",
      SquareSubset: "\u228F",
      SquareSubsetEqual: "\u2291",
      SquareSuperset: "\u2290",
      SquareSupersetEqual: "\u2292",
      SquareUnion: "\u2294",
      squarf: "\u25AA",
      squf: "\u25AA",
      srarr: "\u2192",
      Sscr: "\u{1D4AE}",
      sscr: "\u{1D4C8}",
      ssetmn: "\u2216",
      ssmile: "\u2323",
      sstarf: "\u22C6",
      Star: "\u22C6",
      star: "\u2606",
      starf: "\u2605",
      straightepsilon: "\u03F5",
      straightphi: "\u03D5",
      strns: "\xAF",
      Sub: "\u22D0",
      sub: "\u2282",
      subdot: "\u2ABD",
      subE: "\u2AC5",
      sube: "\u2286",
      subedot: "\u2AC3",
      submult: "\u2AC1",
      subnE: "\u2ACB",
      subne: "\u228A",
      subplus: "\u2ABF",
      subrarr: "\u2979",
      Subset: "\u22D0",
      subset: "\u2282",
      subseteq: "\u2286",
      subseteqq: "\u2AC5",
      SubsetEqual: "\u2286",
      subsetneq: "\u228A",
      subsetneqq: "\u2ACB",
      subsim: "\u2AC7",
      subsub: "\u2AD5",
      subsup: "\u2AD3",
      succ: "\u227B",
      succapprox: "\u2AB8",
      succcurlyeq: "\u227D",
      Succeeds: "\u227B",
      SucceedsEqual: "\u2AB0",
      SucceedsSlantEqual: "\u227D",
      SucceedsTilde: "\u227F",
      succeq: "\u2AB0",
      succnapprox: "\u2ABA",
      succneqq: "\u2AB6",
      succnsim: "\u22E9",
      succsim: "\u227F",
      SuchThat: "\u220B",
      Sum: "\u2211",
      sum: "\u2211",
      sung: "\u266A",
      Sup: "\u22D1",
      sup: "\u2283",
      sup1: "\xB9",
      sup2: "\xB2",
      sup3: "\xB3",
      supdot: "\u2ABE",
      supdsub: "\u2AD8",
      supE: "\u2AC6",
      supe: "\u2287",
      supedot: "\u2AC4",
      Superset: "\u2283",
      SupersetEqual: "\u2287",
      suphsol: "\u27C9",
      suphsub: "\u2AD7",
      suplarr: "\u297B",
      supmult: "\u2AC2",
      supnE: "\u2ACC",
      supne: "\u228B",
      supplus: "\u2AC0",
      Supset: "\u22D1",
      supset: "\u2283",
      supseteq: "\u2287",
      supseteqq: "\u2AC6",
      supsetneq: "\u228B",
      supsetneqq: "\u2ACC",
      supsim: "\u2AC8",
      supsub: "\u2AD4",
      supsup: "\u2AD6",
      swarhk: "\u2926",
      swArr: "\u21D9",
      swarr: "\u2199",
      swarrow: "\u2199",
      swnwar: "\u292A",
      szlig: "\xDF",
      Tab: "	",
      target: "\u2316",
      Tau: "\u03A4",
      tau: "\u03C4",
      tbrk: "\u23B4",
      Tcaron: "\u0164",
      tcaron: "\u0165",
      Tcedil: "\u0162",
      tcedil: "\u0163",
      Tcy: "\u0422",
      tcy: "\u0442",
      tdot: "\u20DB",
      telrec: "\u2315",
      Tfr: "\u{1D517}",
      tfr: "\u{1D531}",
      there4: "\u2234",
      Therefore: "\u2234",
      therefore: "\u2234",
      Theta: "\u0398",
      theta: "\u03B8",
      thetasym: "\u03D1",
      thetav: "\u03D1",
      thickapprox: "\u2248",
      thicksim: "\u223C",
      ThickSpace: "\u205F\u200A",
      thinsp: "\u2009",
      ThinSpace: "\u2009",
      thkap: "\u2248",
      thksim: "\u223C",
      THORN: "\xDE",
      thorn: "\xFE",
      Tilde: "\u223C",
      tilde: "\u02DC",
      TildeEqual: "\u2243",
      TildeFullEqual: "\u2245",
      TildeTilde: "\u2248",
      times: "\xD7",
      timesb: "\u22A0",
      timesbar: "\u2A31",
      timesd: "\u2A30",
      tint: "\u222D",
      toea: "\u2928",
      top: "\u22A4",
      topbot: "\u2336",
      topcir: "\u2AF1",
      Topf: "\u{1D54B}",
      topf: "\u{1D565}",
      topfork: "\u2ADA",
      tosa: "\u2929",
      tprime: "\u2034",
      TRADE: "\u2122",
      trade: "\u2122",
      triangle: "\u25B5",
      triangledown: "\u25BF",
      triangleleft: "\u25C3",
      trianglelefteq: "\u22B4",
      triangleq: "\u225C",
      triangleright: "\u25B9",
      trianglerighteq: "\u22B5",
      tridot: "\u25EC",
      trie: "\u225C",
      triminus: "\u2A3A",
      TripleDot: "\u20DB",
      triplus: "\u2A39",
      trisb: "\u29CD",
      tritime: "\u2A3B",
      trpezium: "\u23E2",
      Tscr: "\u{1D4AF}",
      tscr: "\u{1D4C9}",
      TScy: "\u0426",
      tscy: "\u0446",
      TSHcy: "\u040B",
      tshcy: "\u045B",
      Tstrok: "\u0166",
      tstrok: "\u0167",
      twixt: "\u226C",
      twoheadleftarrow: "\u219E",
      twoheadrightarrow: "\u21A0",
      Uacute: "\xDA",
      uacute: "\xFA",
      Uarr: "\u219F",
      uArr: "\u21D1",
      uarr: "\u2191",
      Uarrocir: "\u2949",
      Ubrcy: "\u040E",
      ubrcy: "\u045E",
      Ubreve: "\u016C",
      ubreve: "\u016D",
      Ucirc: "\xDB",
      ucirc: "\xFB",
      Ucy: "\u0423",
      ucy: "\u0443",
      udarr: "\u21C5",
      Udblac: "\u0170",
      udblac: "\u0171",
      udhar: "\u296E",
      ufisht: "\u297E",
      Ufr: "\u{1D518}",
      ufr: "\u{1D532}",
      Ugrave: "\xD9",
      ugrave: "\xF9",
      uHar: "\u2963",
      uharl: "\u21BF",
      uharr: "\u21BE",
      uhblk: "\u2580",
      ulcorn: "\u231C",
      ulcorner: "\u231C",
      ulcrop: "\u230F",
      ultri: "\u25F8",
      Umacr: "\u016A",
      umacr: "\u016B",
      uml: "\xA8",
      UnderBar: "_",
      UnderBrace: "\u23DF",
      UnderBracket: "\u23B5",
      UnderParenthesis: "\u23DD",
      Union: "\u22C3",
      UnionPlus: "\u228E",
      Uogon: "\u0172",
      uogon: "\u0173",
      Uopf: "\u{1D54C}",
      uopf: "\u{1D566}",
      UpArrow: "\u2191",
      Uparrow: "\u21D1",
      uparrow: "\u2191",
      UpArrowBar: "\u2912",
      UpArrowDownArrow: "\u21C5",
      UpDownArrow: "\u2195",
      Updownarrow: "\u21D5",
      updownarrow: "\u2195",
      UpEquilibrium: "\u296E",
      upharpoonleft: "\u21BF",
      upharpoonright: "\u21BE",
      uplus: "\u228E",
      UpperLeftArrow: "\u2196",
      UpperRightArrow: "\u2197",
      Upsi: "\u03D2",
      upsi: "\u03C5",
      upsih: "\u03D2",
      Upsilon: "\u03A5",
      upsilon: "\u03C5",
      UpTee: "\u22A5",
      UpTeeArrow: "\u21A5",
      upuparrows: "\u21C8",
      urcorn: "\u231D",
      urcorner: "\u231D",
      urcrop: "\u230E",
      Uring: "\u016E",
      uring: "\u016F",
      urtri: "\u25F9",
      Uscr: "\u{1D4B0}",
      uscr: "\u{1D4CA}",
      utdot: "\u22F0",
      Utilde: "\u0168",
      utilde: "\u0169",
      utri: "\u25B5",
      utrif: "\u25B4",
      uuarr: "\u21C8",
      Uuml: "\xDC",
      uuml: "\xFC",
      uwangle: "\u29A7",
      vangrt: "\u299C",
      varepsilon: "\u03F5",
      varkappa: "\u03F0",
      varnothing: "\u2205",
      varphi: "\u03D5",
      varpi: "\u03D6",
      varpropto: "\u221D",
      vArr: "\u21D5",
      varr: "\u2195",
      varrho: "\u03F1",
      varsigma: "\u03C2",
      varsubsetneq: "\u228A\uFE00",
      varsubsetneqq: "\u2ACB\uFE00",
      varsupsetneq: "\u228B\uFE00",
      varsupsetneqq: "\u2ACC\uFE00",
      vartheta: "\u03D1",
      vartriangleleft: "\u22B2",
      vartriangleright: "\u22B3",
      Vbar: "\u2AEB",
      vBar: "\u2AE8",
      vBarv: "\u2AE9",
      Vcy: "\u0412",
      vcy: "\u0432",
      VDash: "\u22AB",
      Vdash: "\u22A9",
      vDash: "\u22A8",
      vdash: "\u22A2",
      Vdashl: "\u2AE6",
      Vee: "\u22C1",
      vee: "\u2228",
      veebar: "\u22BB",
      veeeq: "\u225A",
      vellip: "\u22EE",
      Verbar: "\u2016",
      verbar: "|",
      Vert: "\u2016",
      vert: "|",
      VerticalBar: "\u2223",
      VerticalLine: "|",
      VerticalSeparator: "\u2758",
      VerticalTilde: "\u2240",
      VeryThinSpace: "\u200A",
      Vfr: "\u{1D519}",
      vfr: "\u{1D533}",
      vltri: "\u22B2",
      vnsub: "\u2282\u20D2",
      vnsup: "\u2283\u20D2",
      Vopf: "\u{1D54D}",
      vopf: "\u{1D567}",
      vprop: "\u221D",
      vrtri: "\u22B3",
      Vscr: "\u{1D4B1}",
      vscr: "\u{1D4CB}",
      vsubnE: "\u2ACB\uFE00",
      vsubne: "\u228A\uFE00",
      vsupnE: "\u2ACC\uFE00",
      vsupne: "\u228B\uFE00",
      Vvdash: "\u22AA",
      vzigzag: "\u299A",
      Wcirc: "\u0174",
      wcirc: "\u0175",
      wedbar: "\u2A5F",
      Wedge: "\u22C0",
      wedge: "\u2227",
      wedgeq: "\u2259",
      weierp: "\u2118",
      Wfr: "\u{1D51A}",
      wfr: "\u{1D534}",
      Wopf: "\u{1D54E}",
      wopf: "\u{1D568}",
      wp: "\u2118",
      wr: "\u2240",
      wreath: "\u2240",
      Wscr: "\u{1D4B2}",
      wscr: "\u{1D4CC}",
      xcap: "\u22C2",
      xcirc: "\u25EF",
      xcup: "\u22C3",
      xdtri: "\u25BD",
      Xfr: "\u{1D51B}",
      xfr: "\u{1D535}",
      xhArr: "\u27FA",
      xharr: "\u27F7",
      Xi: "\u039E",
      xi: "\u03BE",
      xlArr: "\u27F8",
      xlarr: "\u27F5",
      xmap: "\u27FC",
      xnis: "\u22FB",
      xodot: "\u2A00",
      Xopf: "\u{1D54F}",
      xopf: "\u{1D569}",
      xoplus: "\u2A01",
      xotime: "\u2A02",
      xrArr: "\u27F9",
      xrarr: "\u27F6",
      Xscr: "\u{1D4B3}",
      xscr: "\u{1D4CD}",
      xsqcup: "\u2A06",
      xuplus: "\u2A04",
      xutri: "\u25B3",
      xvee: "\u22C1",
      xwedge: "\u22C0",
      Yacute: "\xDD",
      yacute: "\xFD",
      YAcy: "\u042F",
      yacy: "\u044F",
      Ycirc: "\u0176",
      ycirc: "\u0177",
      Ycy: "\u042B",
      ycy: "\u044B",
      yen: "\xA5",
      Yfr: "\u{1D51C}",
      yfr: "\u{1D536}",
      YIcy: "\u0407",
      yicy: "\u0457",
      Yopf: "\u{1D550}",
      yopf: "\u{1D56A}",
      Yscr: "\u{1D4B4}",
      yscr: "\u{1D4CE}",
      YUcy: "\u042E",
      yucy: "\u044E",
      Yuml: "\u0178",
      yuml: "\xFF",
      Zacute: "\u0179",
      zacute: "\u017A",
      Zcaron: "\u017D",
      zcaron: "\u017E",
      Zcy: "\u0417",
      zcy: "\u0437",
      Zdot: "\u017B",
      zdot: "\u017C",
      zeetrf: "\u2128",
      ZeroWidthSpace: "\u200B",
      Zeta: "\u0396",
      zeta: "\u03B6",
      Zfr: "\u2128",
      zfr: "\u{1D537}",
      ZHcy: "\u0416",
      zhcy: "\u0436",
      zigrarr: "\u21DD",
      Zopf: "\u2124",
      zopf: "\u{1D56B}",
      Zscr: "\u{1D4B5}",
      zscr: "\u{1D4CF}",
      zwj: "\u200D",
      zwnj: "\u200C"
    });
    exports.entityMap = exports.HTML_ENTITIES;
  }
});

// node_modules/@xmldom/xmldom/lib/sax.js
var require_sax = __commonJS({
  "node_modules/@xmldom/xmldom/lib/sax.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    var g = require_grammar();
    var errors = require_errors();
    var isHTMLEscapableRawTextElement = conventions.isHTMLEscapableRawTextElement;
    var isHTMLMimeType = conventions.isHTMLMimeType;
    var isHTMLRawTextElement = conventions.isHTMLRawTextElement;
    var hasOwn = conventions.hasOwn;
    var NAMESPACE = conventions.NAMESPACE;
    var ParseError2 = errors.ParseError;
    var DOMException = errors.DOMException;
    var S_TAG = 0;
    var S_ATTR = 1;
    var S_ATTR_SPACE = 2;
    var S_EQ = 3;
    var S_ATTR_NOQUOT_VALUE = 4;
    var S_ATTR_END = 5;
    var S_TAG_SPACE = 6;
    var S_TAG_CLOSE = 7;
    function XMLReader() {
    }
    XMLReader.prototype = {
      parse: function(source, defaultNSMap, entityMap) {
        var domBuilder = this.domBuilder;
        domBuilder.startDocument();
        _copy(defaultNSMap, defaultNSMap = /* @__PURE__ */ Object.create(null));
        parse2(source, defaultNSMap, entityMap, domBuilder, this.errorHandler);
        domBuilder.endDocument();
      }
    };
    var ENTITY_REG = /&#?\w+;?/g;
    function parse2(source, defaultNSMapCopy, entityMap, domBuilder, errorHandler) {
      var isHTML = isHTMLMimeType(domBuilder.mimeType);
      if (source.indexOf(g.UNICODE_REPLACEMENT_CHARACTER) >= 0) {
        errorHandler.warning("Unicode replacement character detected, source encoding issues?");
      }
      function fixedFromCharCode(code) {
        if (code > 65535) {
          code -= 65536;
          var surrogate1 = 55296 + (code >> 10), surrogate2 = 56320 + (code & 1023);
          return String.fromCharCode(surrogate1, surrogate2);
        } else {
          return String.fromCharCode(code);
        }
      }
      function entityReplacer(a2) {
        var complete = a2[a2.length - 1] === ";" ? a2 : a2 + ";";
        if (!isHTML && complete !== a2) {
          errorHandler.error("EntityRef: expecting ;");
          return a2;
        }
        var match = g.Reference.exec(complete);
        if (!match || match[0].length !== complete.length) {
          errorHandler.error("entity not matching Reference production: " + a2);
          return a2;
        }
        var k = complete.slice(1, -1);
        if (hasOwn(entityMap, k)) {
          return entityMap[k];
        } else if (k.charAt(0) === "#") {
          return fixedFromCharCode(parseInt(k.substring(1).replace("x", "0x")));
        } else {
          errorHandler.error("entity not found:" + a2);
          return a2;
        }
      }
      function appendText(end2) {
        if (end2 > start) {
          var xt = source.substring(start, end2).replace(ENTITY_REG, entityReplacer);
          locator && position(start);
          domBuilder.characters(xt, 0, end2 - start);
          start = end2;
        }
      }
      var lineStart = 0;
      var lineEnd = 0;
      var linePattern = /\r\n?|\n|$/g;
      var locator = domBuilder.locator;
      function position(p, m) {
        while (p >= lineEnd && (m = linePattern.exec(source))) {
          lineStart = lineEnd;
          lineEnd = m.index + m[0].length;
          locator.lineNumber++;
        }
        locator.columnNumber = p - lineStart + 1;
      }
      var parseStack = [{ currentNSMap: defaultNSMapCopy }];
      var unclosedTags = [];
      var start = 0;
      while (true) {
        try {
          var tagStart = source.indexOf("<", start);
          if (tagStart < 0) {
            if (!isHTML && unclosedTags.length > 0) {
              return errorHandler.fatalError("unclosed xml tag(s): " + unclosedTags.join(", "));
            }
            if (!source.substring(start).match(/^\s*$/)) {
              var doc = domBuilder.doc;
              var text = doc.createTextNode(source.substring(start));
              if (doc.documentElement) {
                return errorHandler.error("Extra content at the end of the document");
              }
              doc.appendChild(text);
              domBuilder.currentElement = text;
            }
            return;
          }
          if (tagStart > start) {
            var fromSource = source.substring(start, tagStart);
            if (!isHTML && unclosedTags.length === 0) {
              fromSource = fromSource.replace(new RegExp(g.S_OPT.source, "g"), "");
              fromSource && errorHandler.error("Unexpected content outside root element: '" + fromSource + "'");
            }
            appendText(tagStart);
          }
          switch (source.charAt(tagStart + 1)) {
            case "/":
              var end = source.indexOf(">", tagStart + 2);
              var tagNameRaw = source.substring(tagStart + 2, end > 0 ? end : void 0);
              if (!tagNameRaw) {
                return errorHandler.fatalError("end tag name missing");
              }
              var endTagNameStrict = g.reg("^", g.QName_group, g.S_OPT, "$");
              var tagNameMatch = end > 0 && endTagNameStrict.exec(tagNameRaw);
              if (!tagNameMatch) {
                var leadingTagNameMatch = end > 0 && g.reg("^", g.QName_group).exec(tagNameRaw);
                if (isHTML && leadingTagNameMatch) {
                  errorHandler.warning('end tag name contains invalid trailing characters: "' + tagNameRaw + '"');
                  tagNameMatch = leadingTagNameMatch;
                } else if (
                  // Backward compatibility, remove this whole `else if` arm in the next breaking release
                  // (XML then falls through to the `fatalError` below, for a clean mode split: XML fatal,
                  // HTML warning). A valid end-tag name followed by a line break and trailing content was
                  // silently accepted while `reg` still used the `m` flag; re-adding `m` here matches exactly
                  // those inputs, kept recoverable and reported.
                  leadingTagNameMatch && new RegExp(endTagNameStrict.source, endTagNameStrict.flags + "m").test(tagNameRaw)
                ) {
                  errorHandler.error('end tag name is followed by a line break and trailing content: "' + tagNameRaw + '"');
                  tagNameMatch = leadingTagNameMatch;
                } else {
                  return errorHandler.fatalError('end tag name contains invalid characters: "' + tagNameRaw + '"');
                }
              }
              if (!domBuilder.currentElement && !domBuilder.doc.documentElement) {
                return;
              }
              var currentTagName = unclosedTags[unclosedTags.length - 1] || domBuilder.currentElement.tagName || domBuilder.doc.documentElement.tagName || "";
              if (currentTagName !== tagNameMatch[1]) {
                var tagNameLower = tagNameMatch[1].toLowerCase();
                if (!isHTML || currentTagName.toLowerCase() !== tagNameLower) {
                  return errorHandler.fatalError('Opening and ending tag mismatch: "' + currentTagName + '" != "' + tagNameRaw + '"');
                }
              }
              var config = parseStack.pop();
              unclosedTags.pop();
              var localNSMap = config.localNSMap;
              domBuilder.endElement(config.uri, config.localName, currentTagName);
              if (localNSMap) {
                for (var prefix in localNSMap) {
                  if (hasOwn(localNSMap, prefix)) {
                    domBuilder.endPrefixMapping(prefix);
                  }
                }
              }
              end++;
              break;
            // end element
            case "?":
              locator && position(tagStart);
              end = parseProcessingInstruction(source, tagStart, domBuilder, errorHandler);
              break;
            case "!":
              locator && position(tagStart);
              end = parseDoctypeCommentOrCData(source, tagStart, domBuilder, errorHandler, isHTML);
              break;
            default:
              locator && position(tagStart);
              var el = new ElementAttributes();
              var currentNSMap = parseStack[parseStack.length - 1].currentNSMap;
              var end = parseElementStartPart(source, tagStart, el, currentNSMap, entityReplacer, errorHandler, isHTML);
              var len = el.length;
              if (!el.closed) {
                if (isHTML && conventions.isHTMLVoidElement(el.tagName)) {
                  el.closed = true;
                } else {
                  unclosedTags.push(el.tagName);
                }
              }
              if (locator && len) {
                var locator2 = copyLocator(locator, {});
                for (var i = 0; i < len; i++) {
                  var a = el[i];
                  position(a.offset);
                  a.locator = copyLocator(locator, {});
                }
                domBuilder.locator = locator2;
                if (appendElement(el, domBuilder, currentNSMap)) {
                  parseStack.push(el);
                }
                domBuilder.locator = locator;
              } else {
                if (appendElement(el, domBuilder, currentNSMap)) {
                  parseStack.push(el);
                }
              }
              if (isHTML && !el.closed) {
                end = parseHtmlSpecialContent(source, end, el.tagName, entityReplacer, domBuilder);
              } else {
                end++;
              }
          }
        } catch (e2) {
          if (e2 instanceof ParseError2) {
            throw e2;
          } else if (e2 instanceof DOMException) {
            return errorHandler.fatalError("Error constructing the DOM: " + e2.name + ": " + e2.message, e2);
          }
          errorHandler.error("element parse error: " + e2);
          end = -1;
        }
        if (end > start) {
          start = end;
        } else {
          appendText(Math.max(tagStart, start) + 1);
        }
      }
    }
    function copyLocator(f, t) {
      t.lineNumber = f.lineNumber;
      t.columnNumber = f.columnNumber;
      return t;
    }
    function parseElementStartPart(source, start, el, currentNSMap, entityReplacer, errorHandler, isHTML) {
      function addAttribute(qname, value2, startIndex) {
        if (hasOwn(el.attributeNames, qname)) {
          return errorHandler.fatalError("Attribute " + qname + " redefined");
        }
        if (!isHTML && value2.indexOf("<") >= 0) {
          return errorHandler.fatalError("Unescaped '<' not allowed in attributes values");
        }
        el.addValue(
          qname,
          // @see https://www.w3.org/TR/xml/#AVNormalize
          // since the xmldom sax parser does not "interpret" DTD the following is not implemented:
          // - recursive replacement of (DTD) entity references
          // - trimming and collapsing multiple spaces into a single one for attributes that are not of type CDATA
          value2.replace(/[\t\n\r]/g, " ").replace(ENTITY_REG, entityReplacer),
          startIndex
        );
      }
      var attrName;
      var value;
      var p = ++start;
      var s = S_TAG;
      while (true) {
        var c = source.charAt(p);
        if (s === S_TAG && c === "<") {
          throw new Error("unexpected < in tag name: " + source.slice(start, p));
        }
        switch (c) {
          case "=":
            if (s === S_ATTR) {
              attrName = source.slice(start, p);
              s = S_EQ;
            } else if (s === S_ATTR_SPACE) {
              s = S_EQ;
            } else {
              throw new Error("attribute equal must after attrName");
            }
            break;
          case "'":
          case '"':
            if (s === S_EQ || s === S_ATTR) {
              if (s === S_ATTR) {
                errorHandler.warning('attribute value must after "="');
                attrName = source.slice(start, p);
              }
              start = p + 1;
              p = source.indexOf(c, start);
              if (p > 0) {
                value = source.slice(start, p);
                addAttribute(attrName, value, start - 1);
                s = S_ATTR_END;
              } else {
                throw new Error("attribute value no end '" + c + "' match");
              }
            } else if (s == S_ATTR_NOQUOT_VALUE) {
              value = source.slice(start, p);
              addAttribute(attrName, value, start);
              errorHandler.warning('attribute "' + attrName + '" missed start quot(' + c + ")!!");
              start = p + 1;
              s = S_ATTR_END;
            } else {
              throw new Error('attribute value must after "="');
            }
            break;
          case "/":
            switch (s) {
              case S_TAG:
                el.setTagName(source.slice(start, p));
              case S_ATTR_END:
              case S_TAG_SPACE:
              case S_TAG_CLOSE:
                s = S_TAG_CLOSE;
                el.closed = true;
              case S_ATTR_NOQUOT_VALUE:
              case S_ATTR:
                break;
              case S_ATTR_SPACE:
                el.closed = true;
                break;
              //case S_EQ:
              default:
                throw new Error("attribute invalid close char('/')");
            }
            break;
          case "":
            errorHandler.error("unexpected end of input");
            if (s == S_TAG) {
              el.setTagName(source.slice(start, p));
            }
            return p;
          case ">":
            switch (s) {
              case S_TAG:
                el.setTagName(source.slice(start, p));
              case S_ATTR_END:
              case S_TAG_SPACE:
              case S_TAG_CLOSE:
                break;
              //normal
              case S_ATTR_NOQUOT_VALUE:
              //Compatible state
              case S_ATTR:
                value = source.slice(start, p);
                if (value.slice(-1) === "/") {
                  el.closed = true;
                  value = value.slice(0, -1);
                }
              case S_ATTR_SPACE:
                if (s === S_ATTR_SPACE) {
                  value = attrName;
                }
                if (s == S_ATTR_NOQUOT_VALUE) {
                  errorHandler.warning('attribute "' + value + '" missed quot(")!');
                  addAttribute(attrName, value, start);
                } else {
                  if (!isHTML) {
                    errorHandler.warning('attribute "' + value + '" missed value!! "' + value + '" instead!!');
                  }
                  addAttribute(value, value, start);
                }
                break;
              case S_EQ:
                if (!isHTML) {
                  return errorHandler.fatalError(`AttValue: ' or " expected`);
                }
            }
            return p;
          /*xml space '\x20' | #x9 | #xD | #xA; */
          case "\x80":
            c = " ";
          default:
            if (c <= " ") {
              switch (s) {
                case S_TAG:
                  el.setTagName(source.slice(start, p));
                  s = S_TAG_SPACE;
                  break;
                case S_ATTR:
                  attrName = source.slice(start, p);
                  s = S_ATTR_SPACE;
                  break;
                case S_ATTR_NOQUOT_VALUE:
                  var value = source.slice(start, p);
                  errorHandler.warning('attribute "' + value + '" missed quot(")!!');
                  addAttribute(attrName, value, start);
                case S_ATTR_END:
                  s = S_TAG_SPACE;
                  break;
              }
            } else {
              switch (s) {
                //case S_TAG:void();break;
                //case S_ATTR:void();break;
                //case S_ATTR_NOQUOT_VALUE:void();break;
                case S_ATTR_SPACE:
                  if (!isHTML) {
                    errorHandler.warning('attribute "' + attrName + '" missed value!! "' + attrName + '" instead2!!');
                  }
                  addAttribute(attrName, attrName, start);
                  start = p;
                  s = S_ATTR;
                  break;
                case S_ATTR_END:
                  errorHandler.warning('attribute space is required"' + attrName + '"!!');
                case S_TAG_SPACE:
                  s = S_ATTR;
                  start = p;
                  break;
                case S_EQ:
                  s = S_ATTR_NOQUOT_VALUE;
                  start = p;
                  break;
                case S_TAG_CLOSE:
                  throw new Error("elements closed character '/' and '>' must be connected to");
              }
            }
        }
        p++;
      }
    }
    function appendElement(el, domBuilder, currentNSMap) {
      var tagName = el.tagName;
      var localNSMap = null;
      var i = el.length;
      while (i--) {
        var a = el[i];
        var qName = a.qName;
        var value = a.value;
        var nsp = qName.indexOf(":");
        if (nsp > 0) {
          var prefix = a.prefix = qName.slice(0, nsp);
          var localName = qName.slice(nsp + 1);
          var nsPrefix = prefix === "xmlns" && localName;
        } else {
          localName = qName;
          prefix = null;
          nsPrefix = qName === "xmlns" && "";
        }
        a.localName = localName;
        if (nsPrefix !== false) {
          if (localNSMap == null) {
            localNSMap = /* @__PURE__ */ Object.create(null);
            currentNSMap = Object.create(currentNSMap);
          }
          currentNSMap[nsPrefix] = localNSMap[nsPrefix] = value;
          a.uri = NAMESPACE.XMLNS;
          domBuilder.startPrefixMapping(nsPrefix, value);
        }
      }
      var i = el.length;
      while (i--) {
        a = el[i];
        if (a.prefix) {
          if (a.prefix === "xml") {
            a.uri = NAMESPACE.XML;
          }
          if (a.prefix !== "xmlns") {
            a.uri = currentNSMap[a.prefix];
          }
        }
      }
      var nsp = tagName.indexOf(":");
      if (nsp > 0) {
        prefix = el.prefix = tagName.slice(0, nsp);
        localName = el.localName = tagName.slice(nsp + 1);
      } else {
        prefix = null;
        localName = el.localName = tagName;
      }
      var ns = el.uri = currentNSMap[prefix || ""];
      domBuilder.startElement(ns, localName, tagName, el);
      if (el.closed) {
        domBuilder.endElement(ns, localName, tagName);
        if (localNSMap) {
          for (prefix in localNSMap) {
            if (hasOwn(localNSMap, prefix)) {
              domBuilder.endPrefixMapping(prefix);
            }
          }
        }
      } else {
        el.currentNSMap = currentNSMap;
        el.localNSMap = localNSMap;
        return true;
      }
    }
    function parseHtmlSpecialContent(source, elStartEnd, tagName, entityReplacer, domBuilder) {
      var isEscapableRaw = isHTMLEscapableRawTextElement(tagName);
      if (isEscapableRaw || isHTMLRawTextElement(tagName)) {
        var closeTag = new RegExp("</" + tagName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ">", "ig");
        closeTag.lastIndex = elStartEnd;
        var match = closeTag.exec(source);
        var elEndStart = match ? match.index : -1;
        if (elEndStart < 0) {
          return elStartEnd + 1;
        }
        var text = source.substring(elStartEnd + 1, elEndStart);
        if (isEscapableRaw) {
          text = text.replace(ENTITY_REG, entityReplacer);
        }
        domBuilder.characters(text, 0, text.length);
        return elEndStart;
      }
      return elStartEnd + 1;
    }
    function _copy(source, target) {
      for (var n in source) {
        if (hasOwn(source, n)) {
          target[n] = source[n];
        }
      }
    }
    function parseUtils(source, start) {
      var index = start;
      function char(n) {
        n = n || 0;
        return source.charAt(index + n);
      }
      function skip(n) {
        n = n || 1;
        index += n;
      }
      function skipBlanks() {
        var blanks = 0;
        while (index < source.length) {
          var c = char();
          if (c !== " " && c !== "\n" && c !== "	" && c !== "\r") {
            return blanks;
          }
          blanks++;
          skip();
        }
        return -1;
      }
      function substringFromIndex() {
        return source.substring(index);
      }
      function substringStartsWith(text) {
        return source.substring(index, index + text.length) === text;
      }
      function substringStartsWithCaseInsensitive(text) {
        return source.substring(index, index + text.length).toUpperCase() === text.toUpperCase();
      }
      function getMatch(args) {
        var expr = g.reg("^", args);
        var match = expr.exec(substringFromIndex());
        if (match) {
          skip(match[0].length);
          return match[0];
        }
        return null;
      }
      return {
        char,
        getIndex: function() {
          return index;
        },
        getMatch,
        getSource: function() {
          return source;
        },
        skip,
        skipBlanks,
        substringFromIndex,
        substringStartsWith,
        substringStartsWithCaseInsensitive
      };
    }
    function parseDoctypeInternalSubset(p, errorHandler) {
      function parsePI(p2, errorHandler2) {
        var match = g.PI.exec(p2.substringFromIndex());
        if (!match) {
          return errorHandler2.fatalError("processing instruction is not well-formed at position " + p2.getIndex());
        }
        if (match[1].toLowerCase() === "xml") {
          return errorHandler2.fatalError(
            "xml declaration is only allowed at the start of the document, but found at position " + p2.getIndex()
          );
        }
        p2.skip(match[0].length);
        return match[0];
      }
      var source = p.getSource();
      if (p.char() === "[") {
        p.skip(1);
        var intSubsetStart = p.getIndex();
        while (p.getIndex() < source.length) {
          p.skipBlanks();
          if (p.char() === "]") {
            var internalSubset = source.substring(intSubsetStart, p.getIndex());
            p.skip(1);
            return internalSubset;
          }
          var current = null;
          if (p.char() === "<" && p.char(1) === "!") {
            switch (p.char(2)) {
              case "E":
                if (p.char(3) === "L") {
                  current = p.getMatch(g.elementdecl);
                } else if (p.char(3) === "N") {
                  current = p.getMatch(g.EntityDecl);
                }
                break;
              case "A":
                current = p.getMatch(g.AttlistDecl);
                break;
              case "N":
                current = p.getMatch(g.NotationDecl);
                break;
              case "-":
                current = p.getMatch(g.Comment);
                break;
            }
          } else if (p.char() === "<" && p.char(1) === "?") {
            current = parsePI(p, errorHandler);
          } else if (p.char() === "%") {
            current = p.getMatch(g.PEReference);
          } else {
            return errorHandler.fatalError("Error detected in Markup declaration");
          }
          if (!current) {
            return errorHandler.fatalError("Error in internal subset at position " + p.getIndex());
          }
        }
        return errorHandler.fatalError("doctype internal subset is not well-formed, missing ]");
      }
    }
    function parseDoctypeCommentOrCData(source, start, domBuilder, errorHandler, isHTML) {
      var p = parseUtils(source, start);
      switch (isHTML ? p.char(2).toUpperCase() : p.char(2)) {
        case "-":
          var comment = p.getMatch(g.Comment);
          if (comment) {
            domBuilder.comment(comment, g.COMMENT_START.length, comment.length - g.COMMENT_START.length - g.COMMENT_END.length);
            return p.getIndex();
          } else {
            return errorHandler.fatalError("comment is not well-formed at position " + p.getIndex());
          }
        case "[":
          var cdata = p.getMatch(g.CDSect);
          if (cdata) {
            if (!isHTML && !domBuilder.currentElement) {
              return errorHandler.fatalError("CDATA outside of element");
            }
            domBuilder.startCDATA();
            domBuilder.characters(cdata, g.CDATA_START.length, cdata.length - g.CDATA_START.length - g.CDATA_END.length);
            domBuilder.endCDATA();
            return p.getIndex();
          } else {
            return errorHandler.fatalError("Invalid CDATA starting at position " + start);
          }
        case "D": {
          if (domBuilder.doc && domBuilder.doc.documentElement) {
            return errorHandler.fatalError("Doctype not allowed inside or after documentElement at position " + p.getIndex());
          }
          if (isHTML ? !p.substringStartsWithCaseInsensitive(g.DOCTYPE_DECL_START) : !p.substringStartsWith(g.DOCTYPE_DECL_START)) {
            return errorHandler.fatalError("Expected " + g.DOCTYPE_DECL_START + " at position " + p.getIndex());
          }
          p.skip(g.DOCTYPE_DECL_START.length);
          if (p.skipBlanks() < 1) {
            return errorHandler.fatalError("Expected whitespace after " + g.DOCTYPE_DECL_START + " at position " + p.getIndex());
          }
          var doctype = {
            name: void 0,
            publicId: void 0,
            systemId: void 0,
            internalSubset: void 0
          };
          doctype.name = p.getMatch(g.Name);
          if (!doctype.name)
            return errorHandler.fatalError("doctype name missing or contains unexpected characters at position " + p.getIndex());
          if (isHTML && doctype.name.toLowerCase() !== "html") {
            errorHandler.warning("Unexpected DOCTYPE in HTML document at position " + p.getIndex());
          }
          p.skipBlanks();
          if (p.substringStartsWith(g.PUBLIC) || p.substringStartsWith(g.SYSTEM)) {
            var match = g.ExternalID_match.exec(p.substringFromIndex());
            if (!match) {
              return errorHandler.fatalError("doctype external id is not well-formed at position " + p.getIndex());
            }
            if (match.groups.SystemLiteralOnly !== void 0) {
              doctype.systemId = match.groups.SystemLiteralOnly;
            } else {
              doctype.systemId = match.groups.SystemLiteral;
              doctype.publicId = match.groups.PubidLiteral;
            }
            p.skip(match[0].length);
          } else if (isHTML && p.substringStartsWithCaseInsensitive(g.SYSTEM)) {
            p.skip(g.SYSTEM.length);
            if (p.skipBlanks() < 1) {
              return errorHandler.fatalError("Expected whitespace after " + g.SYSTEM + " at position " + p.getIndex());
            }
            doctype.systemId = p.getMatch(g.ABOUT_LEGACY_COMPAT_SystemLiteral);
            if (!doctype.systemId) {
              return errorHandler.fatalError(
                "Expected " + g.ABOUT_LEGACY_COMPAT + " in single or double quotes after " + g.SYSTEM + " at position " + p.getIndex()
              );
            }
          }
          if (isHTML && doctype.systemId && !g.ABOUT_LEGACY_COMPAT_SystemLiteral.test(doctype.systemId)) {
            errorHandler.warning("Unexpected doctype.systemId in HTML document at position " + p.getIndex());
          }
          if (!isHTML) {
            p.skipBlanks();
            doctype.internalSubset = parseDoctypeInternalSubset(p, errorHandler);
          }
          p.skipBlanks();
          if (p.char() !== ">") {
            return errorHandler.fatalError("doctype not terminated with > at position " + p.getIndex());
          }
          p.skip(1);
          domBuilder.startDTD(doctype.name, doctype.publicId, doctype.systemId, doctype.internalSubset);
          domBuilder.endDTD();
          return p.getIndex();
        }
        default:
          return errorHandler.fatalError('Not well-formed XML starting with "<!" at position ' + start);
      }
    }
    function parseProcessingInstruction(source, start, domBuilder, errorHandler) {
      var match = source.substring(start).match(g.PI);
      if (!match) {
        return errorHandler.fatalError("Invalid processing instruction starting at position " + start);
      }
      if (match[1].toLowerCase() === "xml") {
        if (start > 0) {
          return errorHandler.fatalError(
            "processing instruction at position " + start + " is an xml declaration which is only at the start of the document"
          );
        }
        if (!g.XMLDecl.test(source.substring(start))) {
          return errorHandler.fatalError("xml declaration is not well-formed");
        }
      }
      domBuilder.processingInstruction(match[1], match[2]);
      return start + match[0].length;
    }
    function ElementAttributes() {
      this.attributeNames = /* @__PURE__ */ Object.create(null);
    }
    ElementAttributes.prototype = {
      setTagName: function(tagName) {
        if (!g.QName_exact.test(tagName)) {
          throw new Error("invalid tagName:" + tagName);
        }
        this.tagName = tagName;
      },
      addValue: function(qName, value, offset) {
        if (!g.QName_exact.test(qName)) {
          throw new Error("invalid attribute:" + qName);
        }
        this.attributeNames[qName] = this.length;
        this[this.length++] = { qName, value, offset };
      },
      length: 0,
      getLocalName: function(i) {
        return this[i].localName;
      },
      getLocator: function(i) {
        return this[i].locator;
      },
      getQName: function(i) {
        return this[i].qName;
      },
      getURI: function(i) {
        return this[i].uri;
      },
      getValue: function(i) {
        return this[i].value;
      }
      //	,getIndex:function(uri, localName)){
      //		if(localName){
      //
      //		}else{
      //			var qName = uri
      //		}
      //	},
      //	getValue:function(){return this.getValue(this.getIndex.apply(this,arguments))},
      //	getType:function(uri,localName){}
      //	getType:function(i){},
    };
    exports.XMLReader = XMLReader;
    exports.parseUtils = parseUtils;
    exports.parseDoctypeCommentOrCData = parseDoctypeCommentOrCData;
  }
});

// node_modules/@xmldom/xmldom/lib/dom-parser.js
var require_dom_parser = __commonJS({
  "node_modules/@xmldom/xmldom/lib/dom-parser.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    var dom = require_dom();
    var errors = require_errors();
    var entities = require_entities();
    var sax = require_sax();
    var DOMImplementation = dom.DOMImplementation;
    var hasDefaultHTMLNamespace = conventions.hasDefaultHTMLNamespace;
    var isHTMLMimeType = conventions.isHTMLMimeType;
    var isValidMimeType = conventions.isValidMimeType;
    var MIME_TYPE = conventions.MIME_TYPE;
    var NAMESPACE = conventions.NAMESPACE;
    var ParseError2 = errors.ParseError;
    var XMLReader = sax.XMLReader;
    function normalizeLineEndings(input) {
      return input.replace(/\r[\n\u0085]/g, "\n").replace(/[\r\u0085\u2028\u2029]/g, "\n");
    }
    function DOMParser2(options) {
      options = options || {};
      if (options.locator === void 0) {
        options.locator = true;
      }
      this.assign = options.assign || conventions.assign;
      this.domHandler = options.domHandler || DOMHandler;
      this.onError = options.onError || options.errorHandler;
      if (options.errorHandler && typeof options.errorHandler !== "function") {
        throw new TypeError("errorHandler object is no longer supported, switch to onError!");
      } else if (options.errorHandler) {
        options.errorHandler("warning", "The `errorHandler` option has been deprecated, use `onError` instead!", this);
      }
      this.normalizeLineEndings = options.normalizeLineEndings || normalizeLineEndings;
      this.locator = !!options.locator;
      this.xmlns = this.assign(/* @__PURE__ */ Object.create(null), options.xmlns);
    }
    DOMParser2.prototype.parseFromString = function(source, mimeType) {
      if (!isValidMimeType(mimeType)) {
        throw new TypeError('DOMParser.parseFromString: the provided mimeType "' + mimeType + '" is not valid.');
      }
      var defaultNSMap = this.assign(/* @__PURE__ */ Object.create(null), this.xmlns);
      var entityMap = entities.XML_ENTITIES;
      var defaultNamespace = defaultNSMap[""] || null;
      if (hasDefaultHTMLNamespace(mimeType)) {
        entityMap = entities.HTML_ENTITIES;
        defaultNamespace = NAMESPACE.HTML;
      } else if (mimeType === MIME_TYPE.XML_SVG_IMAGE) {
        defaultNamespace = NAMESPACE.SVG;
      }
      defaultNSMap[""] = defaultNamespace;
      defaultNSMap.xml = defaultNSMap.xml || NAMESPACE.XML;
      var domBuilder = new this.domHandler({
        mimeType,
        defaultNamespace,
        onError: this.onError
      });
      var locator = this.locator ? {} : void 0;
      if (this.locator) {
        domBuilder.setDocumentLocator(locator);
      }
      var sax2 = new XMLReader();
      sax2.errorHandler = domBuilder;
      sax2.domBuilder = domBuilder;
      var isXml = !conventions.isHTMLMimeType(mimeType);
      if (isXml && typeof source !== "string") {
        sax2.errorHandler.fatalError("source is not a string");
      }
      sax2.parse(this.normalizeLineEndings(String(source)), defaultNSMap, entityMap);
      if (!domBuilder.doc.documentElement) {
        sax2.errorHandler.fatalError("missing root element");
      }
      return domBuilder.doc;
    };
    function DOMHandler(options) {
      var opt2 = options || {};
      this.mimeType = opt2.mimeType || MIME_TYPE.XML_APPLICATION;
      this.defaultNamespace = opt2.defaultNamespace || null;
      this.cdata = false;
      this.currentElement = void 0;
      this.doc = void 0;
      this.locator = void 0;
      this.onError = opt2.onError;
    }
    function position(locator, node) {
      node.lineNumber = locator.lineNumber;
      node.columnNumber = locator.columnNumber;
    }
    DOMHandler.prototype = {
      /**
       * Either creates an XML or an HTML document and stores it under `this.doc`.
       * If it is an XML document, `this.defaultNamespace` is used to create it,
       * and it will not contain any `childNodes`.
       * If it is an HTML document, it will be created without any `childNodes`.
       *
       * @see http://www.saxproject.org/apidoc/org/xml/sax/ContentHandler.html
       */
      startDocument: function() {
        var impl = new DOMImplementation();
        this.doc = isHTMLMimeType(this.mimeType) ? impl.createHTMLDocument(false) : impl.createDocument(this.defaultNamespace, "");
      },
      startElement: function(namespaceURI, localName, qName, attrs) {
        var doc = this.doc;
        var el = doc.createElementNS(namespaceURI, qName || localName);
        var len = attrs.length;
        appendElement(this, el);
        this.currentElement = el;
        this.locator && position(this.locator, el);
        for (var i = 0; i < len; i++) {
          var namespaceURI = attrs.getURI(i);
          var value = attrs.getValue(i);
          var qName = attrs.getQName(i);
          var attr = doc.createAttributeNS(namespaceURI, qName);
          this.locator && position(attrs.getLocator(i), attr);
          attr.value = attr.nodeValue = value;
          el.setAttributeNode(attr);
        }
      },
      endElement: function(namespaceURI, localName, qName) {
        this.currentElement = this.currentElement.parentNode;
      },
      startPrefixMapping: function(prefix, uri) {
      },
      endPrefixMapping: function(prefix) {
      },
      processingInstruction: function(target, data) {
        var ins = this.doc.createProcessingInstruction(target, data);
        this.locator && position(this.locator, ins);
        appendElement(this, ins);
      },
      ignorableWhitespace: function(ch, start, length) {
      },
      characters: function(chars, start, length) {
        chars = _toString.apply(this, arguments);
        if (chars) {
          if (this.cdata) {
            var charNode = this.doc.createCDATASection(chars);
          } else {
            var charNode = this.doc.createTextNode(chars);
          }
          if (this.currentElement) {
            this.currentElement.appendChild(charNode);
          } else if (/^\s*$/.test(chars)) {
            this.doc.appendChild(charNode);
          }
          this.locator && position(this.locator, charNode);
        }
      },
      skippedEntity: function(name) {
      },
      endDocument: function() {
        this.doc.normalize();
      },
      /**
       * Stores the locator to be able to set the `columnNumber` and `lineNumber`
       * on the created DOM nodes.
       *
       * @param {Locator} locator
       */
      setDocumentLocator: function(locator) {
        if (locator) {
          locator.lineNumber = 0;
        }
        this.locator = locator;
      },
      //LexicalHandler
      comment: function(chars, start, length) {
        chars = _toString.apply(this, arguments);
        var comm = this.doc.createComment(chars);
        this.locator && position(this.locator, comm);
        appendElement(this, comm);
      },
      startCDATA: function() {
        this.cdata = true;
      },
      endCDATA: function() {
        this.cdata = false;
      },
      startDTD: function(name, publicId, systemId, internalSubset) {
        var impl = this.doc.implementation;
        if (impl && impl.createDocumentType) {
          var dt = impl.createDocumentType(name, publicId, systemId, internalSubset);
          this.locator && position(this.locator, dt);
          appendElement(this, dt);
          this.doc.doctype = dt;
        }
      },
      reportError: function(level, message) {
        if (typeof this.onError === "function") {
          try {
            this.onError(level, message, this);
          } catch (e2) {
            throw new ParseError2("Reporting " + level + ' "' + message + '" caused ' + e2, this.locator);
          }
        } else {
          console.error("[xmldom " + level + "]	" + message, _locator(this.locator));
        }
      },
      /**
       * @see http://www.saxproject.org/apidoc/org/xml/sax/ErrorHandler.html
       */
      warning: function(message) {
        this.reportError("warning", message);
      },
      error: function(message) {
        this.reportError("error", message);
      },
      /**
       * This function reports a fatal error and throws a ParseError.
       *
       * @param {string} message
       * - The message to be used for reporting and throwing the error.
       * @param {Error} [cause]
       * The error that caused this fatal error, preserved as the thrown `ParseError`'s `cause`.
       * @returns {never}
       * This function always throws an error and never returns a value.
       * @throws {ParseError}
       * Always throws a ParseError with the provided message.
       */
      fatalError: function(message, cause) {
        this.reportError("fatalError", message);
        throw new ParseError2(message, this.locator, cause);
      }
    };
    function _locator(l) {
      if (l) {
        return "\n@#[line:" + l.lineNumber + ",col:" + l.columnNumber + "]";
      }
    }
    function _toString(chars, start, length) {
      if (typeof chars == "string") {
        return chars.substr(start, length);
      } else {
        if (chars.length >= start + length || start) {
          return new java.lang.String(chars, start, length) + "";
        }
        return chars;
      }
    }
    "endDTD,startEntity,endEntity,attributeDecl,elementDecl,externalEntityDecl,internalEntityDecl,resolveEntity,getExternalSubset,notationDecl,unparsedEntityDecl".replace(
      /\w+/g,
      function(key) {
        DOMHandler.prototype[key] = function() {
          return null;
        };
      }
    );
    function appendElement(handler, node) {
      if (!handler.currentElement) {
        handler.doc.appendChild(node);
      } else {
        handler.currentElement.appendChild(node);
      }
    }
    function onErrorStopParsing(level) {
      if (level === "error") throw "onErrorStopParsing";
    }
    function onWarningStopParsing() {
      throw "onWarningStopParsing";
    }
    exports.__DOMHandler = DOMHandler;
    exports.DOMParser = DOMParser2;
    exports.normalizeLineEndings = normalizeLineEndings;
    exports.onErrorStopParsing = onErrorStopParsing;
    exports.onWarningStopParsing = onWarningStopParsing;
  }
});

// node_modules/@xmldom/xmldom/lib/index.js
var require_lib = __commonJS({
  "node_modules/@xmldom/xmldom/lib/index.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    exports.assign = conventions.assign;
    exports.hasDefaultHTMLNamespace = conventions.hasDefaultHTMLNamespace;
    exports.isHTMLMimeType = conventions.isHTMLMimeType;
    exports.isValidMimeType = conventions.isValidMimeType;
    exports.MIME_TYPE = conventions.MIME_TYPE;
    exports.NAMESPACE = conventions.NAMESPACE;
    var errors = require_errors();
    exports.DOMException = errors.DOMException;
    exports.DOMExceptionName = errors.DOMExceptionName;
    exports.ExceptionCode = errors.ExceptionCode;
    exports.ParseError = errors.ParseError;
    var dom = require_dom();
    exports.Attr = dom.Attr;
    exports.CDATASection = dom.CDATASection;
    exports.CharacterData = dom.CharacterData;
    exports.Comment = dom.Comment;
    exports.Document = dom.Document;
    exports.DocumentFragment = dom.DocumentFragment;
    exports.DocumentType = dom.DocumentType;
    exports.DOMImplementation = dom.DOMImplementation;
    exports.Element = dom.Element;
    exports.Entity = dom.Entity;
    exports.EntityReference = dom.EntityReference;
    exports.LiveNodeList = dom.LiveNodeList;
    exports.NamedNodeMap = dom.NamedNodeMap;
    exports.Node = dom.Node;
    exports.NodeList = dom.NodeList;
    exports.Notation = dom.Notation;
    exports.ProcessingInstruction = dom.ProcessingInstruction;
    exports.Text = dom.Text;
    exports.XMLSerializer = dom.XMLSerializer;
    var domParser = require_dom_parser();
    exports.DOMParser = domParser.DOMParser;
    exports.normalizeLineEndings = domParser.normalizeLineEndings;
    exports.onErrorStopParsing = domParser.onErrorStopParsing;
    exports.onWarningStopParsing = domParser.onWarningStopParsing;
  }
});

// engine/src/host/node.ts
import fs from "node:fs/promises";
import path2 from "node:path";
import { fileURLToPath } from "node:url";

// engine/src/errors.ts
var EngineError = class extends Error {
  code;
  details;
  constructor(code, message, details) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.details = details;
  }
};
function fail(code, message, details) {
  throw new EngineError(code, message, details);
}

// engine/src/detect/namespaces.ts
var NS = {
  ubl: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  cn: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  ext: "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2",
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100"
};
var PREFIX_OF = new Map(Object.entries(NS).map(([p, uri]) => [uri, p]));

// engine/src/detect/detectDocument.ts
function children(el, ns, local) {
  return Array.from(el.childNodes).filter(
    (n) => n.nodeType === 1 && n.localName === local && n.namespaceURI === ns
  );
}
function texts(el) {
  return Array.from(el.childNodes).filter((n) => n.nodeType === 3 || n.nodeType === 4).map((n) => n.nodeValue ?? "");
}
function detectDocument(root) {
  const ns = root.namespaceURI;
  let document;
  let idEl;
  if (ns === NS.ubl && root.localName === "Invoice") document = "ubl-invoice";
  else if (ns === NS.cn && root.localName === "CreditNote") document = "ubl-creditnote";
  else if (ns === NS.rsm && root.localName === "CrossIndustryInvoice") document = "cii";
  else {
    return fail(
      "UNSUPPORTED_FORMAT",
      `Not a recognised e-invoice: root element {${ns ?? ""}}${root.localName} is neither UBL 2.1 Invoice/CreditNote nor UN/CEFACT CII D16B.`,
      {
        root: root.localName,
        namespace: ns ?? null,
        supported: ["UBL Invoice 2.1", "UBL CreditNote 2.1", "CII D16B"]
      }
    );
  }
  if (document === "cii") {
    const ctx = children(root, NS.rsm, "ExchangedDocumentContext")[0];
    const param = ctx && children(ctx, NS.ram, "GuidelineSpecifiedDocumentContextParameter")[0];
    idEl = param && children(param, NS.ram, "ID")[0];
  } else {
    idEl = children(root, NS.cbc, "CustomizationID")[0];
  }
  return {
    document,
    syntax: document === "cii" ? "CII" : "UBL",
    specId: idEl ? idEl.textContent ?? "" : null,
    specIdTexts: idEl ? texts(idEl) : []
  };
}

// engine/src/scenario/levelOf.ts
function levelOf(scenario, ruleId, flag) {
  const custom = scenario.customLevels[ruleId];
  if (custom) return custom;
  if (flag === "warning") return "warning";
  if (flag === "information" || flag === "info") return "information";
  return "error";
}

// engine/src/findings/resolveLine.ts
var STEP = /^(@)?(?:(\w+):)?([\w.-]+)(?:\[(\d+)\])?$/;
function resolveLine(doc, location) {
  if (!location?.startsWith("/")) return null;
  let node = doc;
  for (const step2 of location.slice(1).split("/")) {
    const m = STEP.exec(step2);
    if (!m || !node) return null;
    const [, isAttr, prefix, local, pos] = m;
    const uri = prefix ? NS[prefix] : null;
    if (prefix && !uri) return null;
    if (isAttr) break;
    const want = Number(pos ?? "1");
    let seen = 0;
    let found = null;
    for (const c of Array.from(node.childNodes)) {
      const el = c;
      if (c.nodeType === 1 && el.localName === local && (uri ? el.namespaceURI === uri : !el.namespaceURI)) {
        seen += 1;
        if (seen === want) {
          found = c;
          break;
        }
      }
    }
    node = found;
  }
  const line = node?.lineNumber;
  return typeof line === "number" ? line : null;
}

// engine/src/semantics/syntaxRoots.ts
var UBL_SELLER = "cac:AccountingSupplierParty/cac:Party";
var UBL_BUYER = "cac:AccountingCustomerParty/cac:Party";
var UBL_LINE = "cac:InvoiceLine";
var CII_AGREEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
var CII_DELIVERY = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery";
var CII_SETTLEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";
var CII_LINE = "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem";

// engine/src/semantics/termsDocument.ts
var DOC = "rsm:ExchangedDocument";
var CTX = "rsm:ExchangedDocumentContext";
var DOCUMENT_TERMS = [
  ["BT-1", null, "Invoice number", "Rechnungsnummer", "1..1", "Identifier", "cbc:ID", `${DOC}/ram:ID`],
  ["BT-2", null, "Invoice issue date", "Rechnungsdatum", "1..1", "Date", "cbc:IssueDate", `${DOC}/ram:IssueDateTime/udt:DateTimeString`],
  ["BT-3", null, "Invoice type code", "Code f\xFCr den Rechnungstyp", "1..1", "Code", "cbc:InvoiceTypeCode", `${DOC}/ram:TypeCode`, "cbc:CreditNoteTypeCode"],
  ["BT-5", null, "Invoice currency code", "Code f\xFCr die Rechnungsw\xE4hrung", "1..1", "Code", "cbc:DocumentCurrencyCode", `${CII_SETTLEMENT}/ram:InvoiceCurrencyCode`],
  ["BT-6", null, "VAT accounting currency code", "Code f\xFCr die Umsatzsteuer-Abrechnungsw\xE4hrung", "0..1", "Code", "cbc:TaxCurrencyCode", `${CII_SETTLEMENT}/ram:TaxCurrencyCode`],
  ["BT-7", null, "Value added tax point date", "Abrechnungsdatum der Umsatzsteuer", "0..1", "Date", "cbc:TaxPointDate", `${CII_SETTLEMENT}/ram:ApplicableTradeTax/ram:TaxPointDate/udt:DateString`],
  ["BT-8", null, "Value added tax point date code", "Code f\xFCr das Umsatzsteuer-Abrechnungsdatum", "0..1", "Code", "cac:InvoicePeriod/cbc:DescriptionCode", `${CII_SETTLEMENT}/ram:ApplicableTradeTax/ram:DueDateTypeCode`],
  ["BT-9", null, "Payment due date", "F\xE4lligkeitsdatum der Zahlung", "0..1", "Date", "cbc:DueDate", `${CII_SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`, "cac:PaymentMeans/cbc:PaymentDueDate"],
  ["BT-10", null, "Buyer reference", "K\xE4uferreferenz", "0..1", "Text", "cbc:BuyerReference", `${CII_AGREEMENT}/ram:BuyerReference`],
  ["BT-11", null, "Project reference", "Projektreferenz", "0..1", "Document reference", "cac:ProjectReference/cbc:ID", `${CII_AGREEMENT}/ram:SpecifiedProcuringProject/ram:ID`, "cac:AdditionalDocumentReference[cbc:DocumentTypeCode = '50']/cbc:ID"],
  ["BT-12", null, "Contract reference", "Vertragsreferenz", "0..1", "Document reference", "cac:ContractDocumentReference/cbc:ID", `${CII_AGREEMENT}/ram:ContractReferencedDocument/ram:IssuerAssignedID`],
  ["BT-13", null, "Purchase order reference", "Bestellreferenz", "0..1", "Document reference", "cac:OrderReference/cbc:ID", `${CII_AGREEMENT}/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID`],
  ["BT-14", null, "Sales order reference", "Auftragsreferenz", "0..1", "Document reference", "cac:OrderReference/cbc:SalesOrderID", `${CII_AGREEMENT}/ram:SellerOrderReferencedDocument/ram:IssuerAssignedID`],
  ["BT-15", null, "Receiving advice reference", "Referenz auf die Wareneingangsmeldung", "0..1", "Document reference", "cac:ReceiptDocumentReference/cbc:ID", `${CII_DELIVERY}/ram:ReceivingAdviceReferencedDocument/ram:IssuerAssignedID`],
  ["BT-16", null, "Despatch advice reference", "Referenz auf die Versandanzeige", "0..1", "Document reference", "cac:DespatchDocumentReference/cbc:ID", `${CII_DELIVERY}/ram:DespatchAdviceReferencedDocument/ram:IssuerAssignedID`],
  ["BT-17", null, "Tender or lot reference", "Referenz auf die Ausschreibung oder das Los", "0..1", "Document reference", "cac:OriginatorDocumentReference/cbc:ID", `${CII_AGREEMENT}/ram:AdditionalReferencedDocument[ram:TypeCode = '50']/ram:IssuerAssignedID`],
  ["BT-18", null, "Invoiced object identifier", "Kennung des in Rechnung gestellten Objekts", "0..1", "Identifier", "cac:AdditionalDocumentReference[cbc:DocumentTypeCode = '130']/cbc:ID", `${CII_AGREEMENT}/ram:AdditionalReferencedDocument[ram:TypeCode = '130']/ram:IssuerAssignedID`],
  ["BT-19", null, "Buyer accounting reference", "Buchungsreferenz des K\xE4ufers", "0..1", "Text", "cbc:AccountingCost", `${CII_SETTLEMENT}/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID`],
  ["BT-20", null, "Payment terms", "Zahlungsbedingungen", "0..1", "Text", "cac:PaymentTerms/cbc:Note", `${CII_SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`],
  ["BG-1", null, "INVOICE NOTE", "RECHNUNGSVERMERK", "0..n", null, "cbc:Note", `${DOC}/ram:IncludedNote`],
  // UBL has no element for the subject code; XRechnung writes it as a "#code#" prefix of the note text.
  ["BT-21", "BG-1", "Invoice note subject code", "Code f\xFCr den Betreff des Rechnungsvermerks", "0..1", "Code", null, `${DOC}/ram:IncludedNote/ram:SubjectCode`],
  ["BT-22", "BG-1", "Invoice note", "Rechnungsvermerk", "1..1", "Text", "cbc:Note", `${DOC}/ram:IncludedNote/ram:Content`],
  ["BG-2", null, "PROCESS CONTROL", "PROZESSSTEUERUNG", "1..1", null, null, CTX],
  ["BT-23", "BG-2", "Business process type", "Gesch\xE4ftsprozesstyp", "0..1", "Text", "cbc:ProfileID", `${CTX}/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID`],
  ["BT-24", "BG-2", "Specification identifier", "Spezifikationskennung", "1..1", "Identifier", "cbc:CustomizationID", `${CTX}/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID`],
  ["BG-3", null, "PRECEDING INVOICE REFERENCE", "REFERENZ AUF DIE VORAUSGEGANGENE RECHNUNG", "0..n", null, "cac:BillingReference/cac:InvoiceDocumentReference", `${CII_SETTLEMENT}/ram:InvoiceReferencedDocument`],
  ["BT-25", "BG-3", "Preceding Invoice reference", "Referenz auf die vorausgegangene Rechnung", "1..1", "Document reference", "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID", `${CII_SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`],
  ["BT-26", "BG-3", "Preceding Invoice issue date", "Ausstellungsdatum der vorausgegangenen Rechnung", "0..1", "Date", "cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate", `${CII_SETTLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`]
];

// engine/src/semantics/termsLines.ts
var C_DOC = `${CII_LINE}/ram:AssociatedDocumentLineDocument`;
var C_AGR = `${CII_LINE}/ram:SpecifiedLineTradeAgreement`;
var C_SET = `${CII_LINE}/ram:SpecifiedLineTradeSettlement`;
var C_PRD = `${CII_LINE}/ram:SpecifiedTradeProduct`;
var U_ALW = `${UBL_LINE}/cac:AllowanceCharge[cbc:ChargeIndicator = 'false']`;
var U_CHG = `${UBL_LINE}/cac:AllowanceCharge[cbc:ChargeIndicator = 'true']`;
var C_ALW = `${C_SET}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false']`;
var C_CHG = `${C_SET}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'true']`;
var C_NET = `${C_AGR}/ram:NetPriceProductTradePrice`;
var C_GROSS = `${C_AGR}/ram:GrossPriceProductTradePrice`;
var LINE_TERMS = [
  ["BG-25", null, "INVOICE LINE", "RECHNUNGSPOSITION", "1..n", null, UBL_LINE, CII_LINE],
  ["BT-126", "BG-25", "Invoice line identifier", "Kennung der Rechnungsposition", "1..1", "Identifier", `${UBL_LINE}/cbc:ID`, `${C_DOC}/ram:LineID`],
  ["BT-127", "BG-25", "Invoice line note", "Freitext zur Rechnungsposition", "0..1", "Text", `${UBL_LINE}/cbc:Note`, `${C_DOC}/ram:IncludedNote/ram:Content`],
  ["BT-128", "BG-25", "Invoice line object identifier", "Objektkennung auf Ebene der Rechnungsposition", "0..1", "Identifier", `${UBL_LINE}/cac:DocumentReference[cbc:DocumentTypeCode = '130']/cbc:ID`, `${C_SET}/ram:AdditionalReferencedDocument[ram:TypeCode = '130']/ram:IssuerAssignedID`],
  ["BT-129", "BG-25", "Invoiced quantity", "In Rechnung gestellte Menge", "1..1", "Quantity", `${UBL_LINE}/cbc:InvoicedQuantity`, `${CII_LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity`],
  ["BT-130", "BG-25", "Invoiced quantity unit of measure code", "Code der Ma\xDFeinheit der in Rechnung gestellten Menge", "1..1", "Code", `${UBL_LINE}/cbc:InvoicedQuantity/@unitCode`, `${CII_LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode`],
  ["BT-131", "BG-25", "Invoice line net amount", "Nettobetrag der Rechnungsposition", "1..1", "Amount", `${UBL_LINE}/cbc:LineExtensionAmount`, `${C_SET}/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`],
  ["BT-132", "BG-25", "Referenced purchase order line reference", "Referenz auf die Bestellposition", "0..1", "Document reference", `${UBL_LINE}/cac:OrderLineReference/cbc:LineID`, `${C_AGR}/ram:BuyerOrderReferencedDocument/ram:LineID`],
  ["BT-133", "BG-25", "Invoice line Buyer accounting reference", "Buchungsreferenz des K\xE4ufers auf Positionsebene", "0..1", "Text", `${UBL_LINE}/cbc:AccountingCost`, `${C_SET}/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID`],
  ["BG-26", "BG-25", "INVOICE LINE PERIOD", "RECHNUNGSZEITRAUM AUF POSITIONSEBENE", "0..1", null, `${UBL_LINE}/cac:InvoicePeriod`, `${C_SET}/ram:BillingSpecifiedPeriod`],
  ["BT-134", "BG-26", "Invoice line period start date", "Anfangsdatum des Rechnungszeitraums auf Positionsebene", "0..1", "Date", `${UBL_LINE}/cac:InvoicePeriod/cbc:StartDate`, `${C_SET}/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString`],
  ["BT-135", "BG-26", "Invoice line period end date", "Enddatum des Rechnungszeitraums auf Positionsebene", "0..1", "Date", `${UBL_LINE}/cac:InvoicePeriod/cbc:EndDate`, `${C_SET}/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString`],
  ["BG-27", "BG-25", "INVOICE LINE ALLOWANCES", "ABSCHL\xC4GE AUF EBENE DER RECHNUNGSPOSITION", "0..n", null, U_ALW, C_ALW],
  ["BT-136", "BG-27", "Invoice line allowance amount", "Betrag des Abschlags auf Ebene der Rechnungsposition", "1..1", "Amount", `${U_ALW}/cbc:Amount`, `${C_ALW}/ram:ActualAmount`],
  ["BT-137", "BG-27", "Invoice line allowance base amount", "Grundbetrag des Abschlags auf Ebene der Rechnungsposition", "0..1", "Amount", `${U_ALW}/cbc:BaseAmount`, `${C_ALW}/ram:BasisAmount`],
  ["BT-138", "BG-27", "Invoice line allowance percentage", "Prozentsatz des Abschlags auf Ebene der Rechnungsposition", "0..1", "Percentage", `${U_ALW}/cbc:MultiplierFactorNumeric`, `${C_ALW}/ram:CalculationPercent`],
  ["BT-139", "BG-27", "Invoice line allowance reason", "Grund f\xFCr den Abschlag auf Ebene der Rechnungsposition", "0..1", "Text", `${U_ALW}/cbc:AllowanceChargeReason`, `${C_ALW}/ram:Reason`],
  ["BT-140", "BG-27", "Invoice line allowance reason code", "Code f\xFCr den Grund des Abschlags auf Ebene der Rechnungsposition", "0..1", "Code", `${U_ALW}/cbc:AllowanceChargeReasonCode`, `${C_ALW}/ram:ReasonCode`],
  ["BG-28", "BG-25", "INVOICE LINE CHARGES", "ZUSCHL\xC4GE AUF EBENE DER RECHNUNGSPOSITION", "0..n", null, U_CHG, C_CHG],
  ["BT-141", "BG-28", "Invoice line charge amount", "Betrag des Zuschlags auf Ebene der Rechnungsposition", "1..1", "Amount", `${U_CHG}/cbc:Amount`, `${C_CHG}/ram:ActualAmount`],
  ["BT-142", "BG-28", "Invoice line charge base amount", "Grundbetrag des Zuschlags auf Ebene der Rechnungsposition", "0..1", "Amount", `${U_CHG}/cbc:BaseAmount`, `${C_CHG}/ram:BasisAmount`],
  ["BT-143", "BG-28", "Invoice line charge percentage", "Prozentsatz des Zuschlags auf Ebene der Rechnungsposition", "0..1", "Percentage", `${U_CHG}/cbc:MultiplierFactorNumeric`, `${C_CHG}/ram:CalculationPercent`],
  ["BT-144", "BG-28", "Invoice line charge reason", "Grund f\xFCr den Zuschlag auf Ebene der Rechnungsposition", "0..1", "Text", `${U_CHG}/cbc:AllowanceChargeReason`, `${C_CHG}/ram:Reason`],
  ["BT-145", "BG-28", "Invoice line charge reason code", "Code f\xFCr den Grund des Zuschlags auf Ebene der Rechnungsposition", "0..1", "Code", `${U_CHG}/cbc:AllowanceChargeReasonCode`, `${C_CHG}/ram:ReasonCode`],
  ["BG-29", "BG-25", "PRICE DETAILS", "PREISEINZELHEITEN", "1..1", null, `${UBL_LINE}/cac:Price`, C_AGR],
  ["BT-146", "BG-29", "Item net price", "Nettopreis des Artikels", "1..1", "Unit price amount", `${UBL_LINE}/cac:Price/cbc:PriceAmount`, `${C_NET}/ram:ChargeAmount`],
  ["BT-147", "BG-29", "Item price discount", "Nachlass auf den Artikelpreis", "0..1", "Unit price amount", `${UBL_LINE}/cac:Price/cac:AllowanceCharge/cbc:Amount`, `${C_GROSS}/ram:AppliedTradeAllowanceCharge/ram:ActualAmount`],
  ["BT-148", "BG-29", "Item gross price", "Bruttopreis des Artikels", "0..1", "Unit price amount", `${UBL_LINE}/cac:Price/cac:AllowanceCharge/cbc:BaseAmount`, `${C_GROSS}/ram:ChargeAmount`],
  ["BT-149", "BG-29", "Item price base quantity", "Basismenge zum Artikelpreis", "0..1", "Quantity", `${UBL_LINE}/cac:Price/cbc:BaseQuantity`, `${C_NET}/ram:BasisQuantity`],
  ["BT-150", "BG-29", "Item price base quantity unit of measure code", "Code der Ma\xDFeinheit der Basismenge zum Artikelpreis", "0..1", "Code", `${UBL_LINE}/cac:Price/cbc:BaseQuantity/@unitCode`, `${C_NET}/ram:BasisQuantity/@unitCode`],
  ["BG-30", "BG-25", "LINE VAT INFORMATION", "UMSATZSTEUERINFORMATIONEN ZUR RECHNUNGSPOSITION", "1..1", null, `${UBL_LINE}/cac:Item/cac:ClassifiedTaxCategory`, `${C_SET}/ram:ApplicableTradeTax`],
  ["BT-151", "BG-30", "Invoiced item VAT category code", "Code der Umsatzsteuerkategorie des in Rechnung gestellten Artikels", "1..1", "Code", `${UBL_LINE}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`, `${C_SET}/ram:ApplicableTradeTax/ram:CategoryCode`],
  ["BT-152", "BG-30", "Invoiced item VAT rate", "Umsatzsteuersatz f\xFCr den in Rechnung gestellten Artikel", "0..1", "Percentage", `${UBL_LINE}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`, `${C_SET}/ram:ApplicableTradeTax/ram:RateApplicablePercent`],
  ["BG-31", "BG-25", "ITEM INFORMATION", "ARTIKELINFORMATIONEN", "1..1", null, `${UBL_LINE}/cac:Item`, C_PRD],
  ["BT-153", "BG-31", "Item name", "Artikelname", "1..1", "Text", `${UBL_LINE}/cac:Item/cbc:Name`, `${C_PRD}/ram:Name`],
  ["BT-154", "BG-31", "Item description", "Artikelbeschreibung", "0..1", "Text", `${UBL_LINE}/cac:Item/cbc:Description`, `${C_PRD}/ram:Description`],
  ["BT-155", "BG-31", "Item Seller's identifier", "Artikelkennung des Verk\xE4ufers", "0..1", "Identifier", `${UBL_LINE}/cac:Item/cac:SellersItemIdentification/cbc:ID`, `${C_PRD}/ram:SellerAssignedID`],
  ["BT-156", "BG-31", "Item Buyer's identifier", "Artikelkennung des K\xE4ufers", "0..1", "Identifier", `${UBL_LINE}/cac:Item/cac:BuyersItemIdentification/cbc:ID`, `${C_PRD}/ram:BuyerAssignedID`],
  ["BT-157", "BG-31", "Item standard identifier", "Kennung eines Artikels nach registriertem Schema", "0..1", "Identifier", `${UBL_LINE}/cac:Item/cac:StandardItemIdentification/cbc:ID`, `${C_PRD}/ram:GlobalID`],
  ["BT-158", "BG-31", "Item classification identifier", "Kennung der Artikelklassifizierung", "0..n", "Identifier", `${UBL_LINE}/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode`, `${C_PRD}/ram:DesignatedProductClassification/ram:ClassCode`],
  ["BT-159", "BG-31", "Item country of origin", "Ursprungsland des Artikels", "0..1", "Code", `${UBL_LINE}/cac:Item/cac:OriginCountry/cbc:IdentificationCode`, `${C_PRD}/ram:OriginTradeCountry/ram:ID`],
  ["BG-32", "BG-31", "ITEM ATTRIBUTES", "ARTIKELATTRIBUTE", "0..n", null, `${UBL_LINE}/cac:Item/cac:AdditionalItemProperty`, `${C_PRD}/ram:ApplicableProductCharacteristic`],
  ["BT-160", "BG-32", "Item attribute name", "Name des Artikelattributs", "1..1", "Text", `${UBL_LINE}/cac:Item/cac:AdditionalItemProperty/cbc:Name`, `${C_PRD}/ram:ApplicableProductCharacteristic/ram:Description`],
  ["BT-161", "BG-32", "Item attribute value", "Wert des Artikelattributs", "1..1", "Text", `${UBL_LINE}/cac:Item/cac:AdditionalItemProperty/cbc:Value`, `${C_PRD}/ram:ApplicableProductCharacteristic/ram:Value`]
];

// engine/src/semantics/termsParties.ts
var C_SEL = `${CII_AGREEMENT}/ram:SellerTradeParty`;
var C_BUY = `${CII_AGREEMENT}/ram:BuyerTradeParty`;
var C_REP = `${CII_AGREEMENT}/ram:SellerTaxRepresentativeTradeParty`;
var C_PAYEE = `${CII_SETTLEMENT}/ram:PayeeTradeParty`;
var C_SHIP = `${CII_DELIVERY}/ram:ShipToTradeParty`;
var U_REP = "cac:TaxRepresentativeParty";
var U_SHIP = "cac:Delivery/cac:DeliveryLocation/cac:Address";
var PARTY_TERMS = [
  ["BG-4", null, "SELLER", "VERK\xC4UFER", "1..1", null, "cac:AccountingSupplierParty", C_SEL],
  ["BT-27", "BG-4", "Seller name", "Name des Verk\xE4ufers", "1..1", "Text", `${UBL_SELLER}/cac:PartyLegalEntity/cbc:RegistrationName`, `${C_SEL}/ram:Name`],
  ["BT-28", "BG-4", "Seller trading name", "Handelsname des Verk\xE4ufers", "0..1", "Text", `${UBL_SELLER}/cac:PartyName/cbc:Name`, `${C_SEL}/ram:SpecifiedLegalOrganization/ram:TradingBusinessName`],
  // A SEPA creditor identifier in the party identification is BT-90, not BT-29.
  ["BT-29", "BG-4", "Seller identifier", "Kennung des Verk\xE4ufers", "0..n", "Identifier", `${UBL_SELLER}/cac:PartyIdentification/cbc:ID[not(@schemeID = 'SEPA')]`, `${C_SEL}/ram:ID | ${C_SEL}/ram:GlobalID`],
  ["BT-30", "BG-4", "Seller legal registration identifier", "Kennung der rechtlichen Registrierung des Verk\xE4ufers", "0..1", "Identifier", `${UBL_SELLER}/cac:PartyLegalEntity/cbc:CompanyID`, `${C_SEL}/ram:SpecifiedLegalOrganization/ram:ID`],
  ["BT-31", "BG-4", "Seller VAT identifier", "Umsatzsteuer-Identifikationsnummer des Verk\xE4ufers", "0..1", "Identifier", `${UBL_SELLER}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID`, `${C_SEL}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']`],
  ["BT-32", "BG-4", "Seller tax registration identifier", "Steuernummer des Verk\xE4ufers", "0..1", "Identifier", `${UBL_SELLER}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID != 'VAT']/cbc:CompanyID`, `${C_SEL}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'FC']`],
  ["BT-33", "BG-4", "Seller additional legal information", "Weitere rechtliche Informationen zum Verk\xE4ufer", "0..1", "Text", `${UBL_SELLER}/cac:PartyLegalEntity/cbc:CompanyLegalForm`, `${C_SEL}/ram:Description`],
  ["BT-34", "BG-4", "Seller electronic address", "Elektronische Adresse des Verk\xE4ufers", "0..1", "Identifier", `${UBL_SELLER}/cbc:EndpointID`, `${C_SEL}/ram:URIUniversalCommunication/ram:URIID`],
  ["BG-5", "BG-4", "SELLER POSTAL ADDRESS", "POSTANSCHRIFT DES VERK\xC4UFERS", "1..1", null, `${UBL_SELLER}/cac:PostalAddress`, `${C_SEL}/ram:PostalTradeAddress`],
  ["BT-35", "BG-5", "Seller address line 1", "Zeile 1 der Verk\xE4uferanschrift", "0..1", "Text", `${UBL_SELLER}/cac:PostalAddress/cbc:StreetName`, `${C_SEL}/ram:PostalTradeAddress/ram:LineOne`],
  ["BT-36", "BG-5", "Seller address line 2", "Zeile 2 der Verk\xE4uferanschrift", "0..1", "Text", `${UBL_SELLER}/cac:PostalAddress/cbc:AdditionalStreetName`, `${C_SEL}/ram:PostalTradeAddress/ram:LineTwo`],
  ["BT-162", "BG-5", "Seller address line 3", "Zeile 3 der Verk\xE4uferanschrift", "0..1", "Text", `${UBL_SELLER}/cac:PostalAddress/cac:AddressLine/cbc:Line`, `${C_SEL}/ram:PostalTradeAddress/ram:LineThree`],
  ["BT-37", "BG-5", "Seller city", "Stadt der Verk\xE4uferanschrift", "0..1", "Text", `${UBL_SELLER}/cac:PostalAddress/cbc:CityName`, `${C_SEL}/ram:PostalTradeAddress/ram:CityName`],
  ["BT-38", "BG-5", "Seller post code", "Postleitzahl der Verk\xE4uferanschrift", "0..1", "Text", `${UBL_SELLER}/cac:PostalAddress/cbc:PostalZone`, `${C_SEL}/ram:PostalTradeAddress/ram:PostcodeCode`],
  ["BT-39", "BG-5", "Seller country subdivision", "Region der Verk\xE4uferanschrift", "0..1", "Text", `${UBL_SELLER}/cac:PostalAddress/cbc:CountrySubentity`, `${C_SEL}/ram:PostalTradeAddress/ram:CountrySubDivisionName`],
  ["BT-40", "BG-5", "Seller country code", "L\xE4ndercode der Verk\xE4uferanschrift", "1..1", "Code", `${UBL_SELLER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, `${C_SEL}/ram:PostalTradeAddress/ram:CountryID`],
  ["BG-6", "BG-4", "SELLER CONTACT", "KONTAKTINFORMATIONEN DES VERK\xC4UFERS", "0..1", null, `${UBL_SELLER}/cac:Contact`, `${C_SEL}/ram:DefinedTradeContact`],
  ["BT-41", "BG-6", "Seller contact point", "Kontaktstelle des Verk\xE4ufers", "0..1", "Text", `${UBL_SELLER}/cac:Contact/cbc:Name`, `${C_SEL}/ram:DefinedTradeContact/ram:PersonName | ${C_SEL}/ram:DefinedTradeContact/ram:DepartmentName`],
  ["BT-42", "BG-6", "Seller contact telephone number", "Telefonnummer der Kontaktstelle des Verk\xE4ufers", "0..1", "Text", `${UBL_SELLER}/cac:Contact/cbc:Telephone`, `${C_SEL}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`],
  ["BT-43", "BG-6", "Seller contact email address", "E-Mail-Adresse der Kontaktstelle des Verk\xE4ufers", "0..1", "Text", `${UBL_SELLER}/cac:Contact/cbc:ElectronicMail`, `${C_SEL}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`],
  ["BG-7", null, "BUYER", "K\xC4UFER", "1..1", null, "cac:AccountingCustomerParty", C_BUY],
  ["BT-44", "BG-7", "Buyer name", "Name des K\xE4ufers", "1..1", "Text", `${UBL_BUYER}/cac:PartyLegalEntity/cbc:RegistrationName`, `${C_BUY}/ram:Name`],
  ["BT-45", "BG-7", "Buyer trading name", "Handelsname des K\xE4ufers", "0..1", "Text", `${UBL_BUYER}/cac:PartyName/cbc:Name`, `${C_BUY}/ram:SpecifiedLegalOrganization/ram:TradingBusinessName`],
  ["BT-46", "BG-7", "Buyer identifier", "Kennung des K\xE4ufers", "0..1", "Identifier", `${UBL_BUYER}/cac:PartyIdentification/cbc:ID`, `${C_BUY}/ram:ID | ${C_BUY}/ram:GlobalID`],
  ["BT-47", "BG-7", "Buyer legal registration identifier", "Kennung der rechtlichen Registrierung des K\xE4ufers", "0..1", "Identifier", `${UBL_BUYER}/cac:PartyLegalEntity/cbc:CompanyID`, `${C_BUY}/ram:SpecifiedLegalOrganization/ram:ID`],
  ["BT-48", "BG-7", "Buyer VAT identifier", "Umsatzsteuer-Identifikationsnummer des K\xE4ufers", "0..1", "Identifier", `${UBL_BUYER}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID`, `${C_BUY}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']`],
  ["BT-49", "BG-7", "Buyer electronic address", "Elektronische Adresse des K\xE4ufers", "0..1", "Identifier", `${UBL_BUYER}/cbc:EndpointID`, `${C_BUY}/ram:URIUniversalCommunication/ram:URIID`],
  ["BG-8", "BG-7", "BUYER POSTAL ADDRESS", "POSTANSCHRIFT DES K\xC4UFERS", "1..1", null, `${UBL_BUYER}/cac:PostalAddress`, `${C_BUY}/ram:PostalTradeAddress`],
  ["BT-50", "BG-8", "Buyer address line 1", "Zeile 1 der K\xE4uferanschrift", "0..1", "Text", `${UBL_BUYER}/cac:PostalAddress/cbc:StreetName`, `${C_BUY}/ram:PostalTradeAddress/ram:LineOne`],
  ["BT-51", "BG-8", "Buyer address line 2", "Zeile 2 der K\xE4uferanschrift", "0..1", "Text", `${UBL_BUYER}/cac:PostalAddress/cbc:AdditionalStreetName`, `${C_BUY}/ram:PostalTradeAddress/ram:LineTwo`],
  ["BT-163", "BG-8", "Buyer address line 3", "Zeile 3 der K\xE4uferanschrift", "0..1", "Text", `${UBL_BUYER}/cac:PostalAddress/cac:AddressLine/cbc:Line`, `${C_BUY}/ram:PostalTradeAddress/ram:LineThree`],
  ["BT-52", "BG-8", "Buyer city", "Stadt der K\xE4uferanschrift", "0..1", "Text", `${UBL_BUYER}/cac:PostalAddress/cbc:CityName`, `${C_BUY}/ram:PostalTradeAddress/ram:CityName`],
  ["BT-53", "BG-8", "Buyer post code", "Postleitzahl der K\xE4uferanschrift", "0..1", "Text", `${UBL_BUYER}/cac:PostalAddress/cbc:PostalZone`, `${C_BUY}/ram:PostalTradeAddress/ram:PostcodeCode`],
  ["BT-54", "BG-8", "Buyer country subdivision", "Region der K\xE4uferanschrift", "0..1", "Text", `${UBL_BUYER}/cac:PostalAddress/cbc:CountrySubentity`, `${C_BUY}/ram:PostalTradeAddress/ram:CountrySubDivisionName`],
  ["BT-55", "BG-8", "Buyer country code", "L\xE4ndercode der K\xE4uferanschrift", "1..1", "Code", `${UBL_BUYER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, `${C_BUY}/ram:PostalTradeAddress/ram:CountryID`],
  ["BG-9", "BG-7", "BUYER CONTACT", "KONTAKTINFORMATIONEN DES K\xC4UFERS", "0..1", null, `${UBL_BUYER}/cac:Contact`, `${C_BUY}/ram:DefinedTradeContact`],
  ["BT-56", "BG-9", "Buyer contact point", "Kontaktstelle des K\xE4ufers", "0..1", "Text", `${UBL_BUYER}/cac:Contact/cbc:Name`, `${C_BUY}/ram:DefinedTradeContact/ram:PersonName | ${C_BUY}/ram:DefinedTradeContact/ram:DepartmentName`],
  ["BT-57", "BG-9", "Buyer contact telephone number", "Telefonnummer der Kontaktstelle des K\xE4ufers", "0..1", "Text", `${UBL_BUYER}/cac:Contact/cbc:Telephone`, `${C_BUY}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`],
  ["BT-58", "BG-9", "Buyer contact email address", "E-Mail-Adresse der Kontaktstelle des K\xE4ufers", "0..1", "Text", `${UBL_BUYER}/cac:Contact/cbc:ElectronicMail`, `${C_BUY}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`],
  ["BG-10", null, "PAYEE", "ZAHLUNGSEMPF\xC4NGER", "0..1", null, "cac:PayeeParty", C_PAYEE],
  ["BT-59", "BG-10", "Payee name", "Name des Zahlungsempf\xE4ngers", "1..1", "Text", "cac:PayeeParty/cac:PartyName/cbc:Name", `${C_PAYEE}/ram:Name`],
  ["BT-60", "BG-10", "Payee identifier", "Kennung des Zahlungsempf\xE4ngers", "0..1", "Identifier", "cac:PayeeParty/cac:PartyIdentification/cbc:ID[not(@schemeID = 'SEPA')]", `${C_PAYEE}/ram:ID | ${C_PAYEE}/ram:GlobalID`],
  ["BT-61", "BG-10", "Payee legal registration identifier", "Kennung der rechtlichen Registrierung des Zahlungsempf\xE4ngers", "0..1", "Identifier", "cac:PayeeParty/cac:PartyLegalEntity/cbc:CompanyID", `${C_PAYEE}/ram:SpecifiedLegalOrganization/ram:ID`],
  ["BG-11", null, "SELLER TAX REPRESENTATIVE PARTY", "STEUERBEVOLLM\xC4CHTIGTER DES VERK\xC4UFERS", "0..1", null, U_REP, C_REP],
  ["BT-62", "BG-11", "Seller tax representative name", "Name des Steuerbevollm\xE4chtigten des Verk\xE4ufers", "1..1", "Text", `${U_REP}/cac:PartyName/cbc:Name`, `${C_REP}/ram:Name`],
  ["BT-63", "BG-11", "Seller tax representative VAT identifier", "Umsatzsteuer-Identifikationsnummer des Steuerbevollm\xE4chtigten des Verk\xE4ufers", "1..1", "Identifier", `${U_REP}/cac:PartyTaxScheme/cbc:CompanyID`, `${C_REP}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']`],
  ["BG-12", "BG-11", "SELLER TAX REPRESENTATIVE POSTAL ADDRESS", "POSTANSCHRIFT DES STEUERBEVOLLM\xC4CHTIGTEN DES VERK\xC4UFERS", "1..1", null, `${U_REP}/cac:PostalAddress`, `${C_REP}/ram:PostalTradeAddress`],
  ["BT-64", "BG-12", "Tax representative address line 1", "Zeile 1 der Anschrift des Steuerbevollm\xE4chtigten", "0..1", "Text", `${U_REP}/cac:PostalAddress/cbc:StreetName`, `${C_REP}/ram:PostalTradeAddress/ram:LineOne`],
  ["BT-65", "BG-12", "Tax representative address line 2", "Zeile 2 der Anschrift des Steuerbevollm\xE4chtigten", "0..1", "Text", `${U_REP}/cac:PostalAddress/cbc:AdditionalStreetName`, `${C_REP}/ram:PostalTradeAddress/ram:LineTwo`],
  ["BT-164", "BG-12", "Tax representative address line 3", "Zeile 3 der Anschrift des Steuerbevollm\xE4chtigten", "0..1", "Text", `${U_REP}/cac:PostalAddress/cac:AddressLine/cbc:Line`, `${C_REP}/ram:PostalTradeAddress/ram:LineThree`],
  ["BT-66", "BG-12", "Tax representative city", "Stadt der Anschrift des Steuerbevollm\xE4chtigten", "0..1", "Text", `${U_REP}/cac:PostalAddress/cbc:CityName`, `${C_REP}/ram:PostalTradeAddress/ram:CityName`],
  ["BT-67", "BG-12", "Tax representative post code", "Postleitzahl der Anschrift des Steuerbevollm\xE4chtigten", "0..1", "Text", `${U_REP}/cac:PostalAddress/cbc:PostalZone`, `${C_REP}/ram:PostalTradeAddress/ram:PostcodeCode`],
  ["BT-68", "BG-12", "Tax representative country subdivision", "Region der Anschrift des Steuerbevollm\xE4chtigten", "0..1", "Text", `${U_REP}/cac:PostalAddress/cbc:CountrySubentity`, `${C_REP}/ram:PostalTradeAddress/ram:CountrySubDivisionName`],
  ["BT-69", "BG-12", "Tax representative country code", "L\xE4ndercode der Anschrift des Steuerbevollm\xE4chtigten", "1..1", "Code", `${U_REP}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, `${C_REP}/ram:PostalTradeAddress/ram:CountryID`],
  ["BG-13", null, "DELIVERY INFORMATION", "LIEFERINFORMATIONEN", "0..1", null, "cac:Delivery", CII_DELIVERY],
  ["BT-70", "BG-13", "Deliver to party name", "Name des Waren- oder Dienstleistungsempf\xE4ngers", "0..1", "Text", "cac:Delivery/cac:DeliveryParty/cac:PartyName/cbc:Name", `${C_SHIP}/ram:Name`],
  ["BT-71", "BG-13", "Deliver to location identifier", "Kennung des Lieferorts", "0..1", "Identifier", "cac:Delivery/cac:DeliveryLocation/cbc:ID", `${C_SHIP}/ram:ID | ${C_SHIP}/ram:GlobalID`],
  ["BT-72", "BG-13", "Actual delivery date", "Tats\xE4chliches Lieferdatum", "0..1", "Date", "cac:Delivery/cbc:ActualDeliveryDate", `${CII_DELIVERY}/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString`],
  ["BG-14", "BG-13", "INVOICING PERIOD", "RECHNUNGSZEITRAUM", "0..1", null, "cac:InvoicePeriod", `${CII_SETTLEMENT}/ram:BillingSpecifiedPeriod`],
  ["BT-73", "BG-14", "Invoicing period start date", "Anfangsdatum des Rechnungszeitraums", "0..1", "Date", "cac:InvoicePeriod/cbc:StartDate", `${CII_SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString`],
  ["BT-74", "BG-14", "Invoicing period end date", "Enddatum des Rechnungszeitraums", "0..1", "Date", "cac:InvoicePeriod/cbc:EndDate", `${CII_SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString`],
  ["BG-15", "BG-13", "DELIVER TO ADDRESS", "LIEFERANSCHRIFT", "0..1", null, U_SHIP, `${C_SHIP}/ram:PostalTradeAddress`],
  ["BT-75", "BG-15", "Deliver to address line 1", "Zeile 1 der Lieferanschrift", "0..1", "Text", `${U_SHIP}/cbc:StreetName`, `${C_SHIP}/ram:PostalTradeAddress/ram:LineOne`],
  ["BT-76", "BG-15", "Deliver to address line 2", "Zeile 2 der Lieferanschrift", "0..1", "Text", `${U_SHIP}/cbc:AdditionalStreetName`, `${C_SHIP}/ram:PostalTradeAddress/ram:LineTwo`],
  ["BT-165", "BG-15", "Deliver to address line 3", "Zeile 3 der Lieferanschrift", "0..1", "Text", `${U_SHIP}/cac:AddressLine/cbc:Line`, `${C_SHIP}/ram:PostalTradeAddress/ram:LineThree`],
  ["BT-77", "BG-15", "Deliver to city", "Stadt der Lieferanschrift", "0..1", "Text", `${U_SHIP}/cbc:CityName`, `${C_SHIP}/ram:PostalTradeAddress/ram:CityName`],
  ["BT-78", "BG-15", "Deliver to post code", "Postleitzahl der Lieferanschrift", "0..1", "Text", `${U_SHIP}/cbc:PostalZone`, `${C_SHIP}/ram:PostalTradeAddress/ram:PostcodeCode`],
  ["BT-79", "BG-15", "Deliver to country subdivision", "Region der Lieferanschrift", "0..1", "Text", `${U_SHIP}/cbc:CountrySubentity`, `${C_SHIP}/ram:PostalTradeAddress/ram:CountrySubDivisionName`],
  ["BT-80", "BG-15", "Deliver to country code", "L\xE4ndercode der Lieferanschrift", "1..1", "Code", `${U_SHIP}/cac:Country/cbc:IdentificationCode`, `${C_SHIP}/ram:PostalTradeAddress/ram:CountryID`]
];

// engine/src/semantics/termsSettlement.ts
var C_PM = `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`;
var C_SUM = `${CII_SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
var U_ALW2 = "cac:AllowanceCharge[cbc:ChargeIndicator = 'false']";
var U_CHG2 = "cac:AllowanceCharge[cbc:ChargeIndicator = 'true']";
var C_ALW2 = `${CII_SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'false']`;
var C_CHG2 = `${CII_SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = 'true']`;
var U_VAT = "cac:TaxTotal/cac:TaxSubtotal";
var C_VAT = `${CII_SETTLEMENT}/ram:ApplicableTradeTax`;
var U_DOC = "cac:AdditionalDocumentReference[not(cbc:DocumentTypeCode = '130')]";
var U_DOC_CN = "cac:AdditionalDocumentReference[not(cbc:DocumentTypeCode = '130' or cbc:DocumentTypeCode = '50')]";
var C_DOC2 = `${CII_AGREEMENT}/ram:AdditionalReferencedDocument[ram:TypeCode = '916']`;
var SETTLEMENT_TERMS = [
  ["BG-16", null, "PAYMENT INSTRUCTIONS", "ZAHLUNGSANWEISUNGEN", "0..1", null, "cac:PaymentMeans", C_PM],
  ["BT-81", "BG-16", "Payment means type code", "Code f\xFCr die Zahlungsart", "1..1", "Code", "cac:PaymentMeans/cbc:PaymentMeansCode", `${C_PM}/ram:TypeCode`],
  ["BT-82", "BG-16", "Payment means text", "Text zur Zahlungsart", "0..1", "Text", "cac:PaymentMeans/cbc:PaymentMeansCode/@name", `${C_PM}/ram:Information`],
  ["BT-83", "BG-16", "Remittance information", "Verwendungszweck", "0..1", "Text", "cac:PaymentMeans/cbc:PaymentID", `${CII_SETTLEMENT}/ram:PaymentReference`],
  ["BG-17", "BG-16", "CREDIT TRANSFER", "\xDCBERWEISUNG", "0..n", null, "cac:PaymentMeans/cac:PayeeFinancialAccount", `${C_PM}/ram:PayeePartyCreditorFinancialAccount`],
  ["BT-84", "BG-17", "Payment account identifier", "Kennung des Zahlungskontos", "1..1", "Identifier", "cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID", `${C_PM}/ram:PayeePartyCreditorFinancialAccount/ram:IBANID | ${C_PM}/ram:PayeePartyCreditorFinancialAccount/ram:ProprietaryID`],
  ["BT-85", "BG-17", "Payment account name", "Name des Zahlungskontos", "0..1", "Text", "cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:Name", `${C_PM}/ram:PayeePartyCreditorFinancialAccount/ram:AccountName`],
  ["BT-86", "BG-17", "Payment service provider identifier", "Kennung des Zahlungsdienstleisters", "0..1", "Identifier", "cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID", `${C_PM}/ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID`],
  ["BG-18", "BG-16", "PAYMENT CARD INFORMATION", "INFORMATIONEN ZUR ZAHLUNGSKARTE", "0..1", null, "cac:PaymentMeans/cac:CardAccount", `${C_PM}/ram:ApplicableTradeSettlementFinancialCard`],
  ["BT-87", "BG-18", "Payment card primary account number", "Prim\xE4re Kontonummer der Zahlungskarte", "1..1", "Text", "cac:PaymentMeans/cac:CardAccount/cbc:PrimaryAccountNumberID", `${C_PM}/ram:ApplicableTradeSettlementFinancialCard/ram:ID`],
  ["BT-88", "BG-18", "Payment card holder name", "Name des Karteninhabers", "0..1", "Text", "cac:PaymentMeans/cac:CardAccount/cbc:HolderName", `${C_PM}/ram:ApplicableTradeSettlementFinancialCard/ram:CardholderName`],
  // CII spreads the direct debit over payment terms, settlement and payment means: no element for the group.
  ["BG-19", "BG-16", "DIRECT DEBIT", "LASTSCHRIFT", "0..1", null, "cac:PaymentMeans/cac:PaymentMandate", null],
  ["BT-89", "BG-19", "Mandate reference identifier", "Kennung der Mandatsreferenz", "0..1", "Identifier", "cac:PaymentMeans/cac:PaymentMandate/cbc:ID", `${CII_SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`],
  ["BT-90", "BG-19", "Bank assigned creditor identifier", "Kennung des Gl\xE4ubigers", "0..1", "Identifier", `${UBL_SELLER}/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA'] | cac:PayeeParty/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA']`, `${CII_SETTLEMENT}/ram:CreditorReferenceID`],
  ["BT-91", "BG-19", "Debited account identifier", "Kennung des zu belastenden Kontos", "0..1", "Identifier", "cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID", `${C_PM}/ram:PayerPartyDebtorFinancialAccount/ram:IBANID`],
  ["BG-20", null, "DOCUMENT LEVEL ALLOWANCES", "ABSCHL\xC4GE AUF DOKUMENTENEBENE", "0..n", null, U_ALW2, C_ALW2],
  ["BT-92", "BG-20", "Document level allowance amount", "Betrag des Abschlags auf Dokumentenebene", "1..1", "Amount", `${U_ALW2}/cbc:Amount`, `${C_ALW2}/ram:ActualAmount`],
  ["BT-93", "BG-20", "Document level allowance base amount", "Grundbetrag des Abschlags auf Dokumentenebene", "0..1", "Amount", `${U_ALW2}/cbc:BaseAmount`, `${C_ALW2}/ram:BasisAmount`],
  ["BT-94", "BG-20", "Document level allowance percentage", "Prozentsatz des Abschlags auf Dokumentenebene", "0..1", "Percentage", `${U_ALW2}/cbc:MultiplierFactorNumeric`, `${C_ALW2}/ram:CalculationPercent`],
  ["BT-95", "BG-20", "Document level allowance VAT category code", "Code der Umsatzsteuerkategorie des Abschlags auf Dokumentenebene", "1..1", "Code", `${U_ALW2}/cac:TaxCategory/cbc:ID`, `${C_ALW2}/ram:CategoryTradeTax/ram:CategoryCode`],
  ["BT-96", "BG-20", "Document level allowance VAT rate", "Umsatzsteuersatz des Abschlags auf Dokumentenebene", "0..1", "Percentage", `${U_ALW2}/cac:TaxCategory/cbc:Percent`, `${C_ALW2}/ram:CategoryTradeTax/ram:RateApplicablePercent`],
  ["BT-97", "BG-20", "Document level allowance reason", "Grund f\xFCr den Abschlag auf Dokumentenebene", "0..1", "Text", `${U_ALW2}/cbc:AllowanceChargeReason`, `${C_ALW2}/ram:Reason`],
  ["BT-98", "BG-20", "Document level allowance reason code", "Code f\xFCr den Grund des Abschlags auf Dokumentenebene", "0..1", "Code", `${U_ALW2}/cbc:AllowanceChargeReasonCode`, `${C_ALW2}/ram:ReasonCode`],
  ["BG-21", null, "DOCUMENT LEVEL CHARGES", "ZUSCHL\xC4GE AUF DOKUMENTENEBENE", "0..n", null, U_CHG2, C_CHG2],
  ["BT-99", "BG-21", "Document level charge amount", "Betrag des Zuschlags auf Dokumentenebene", "1..1", "Amount", `${U_CHG2}/cbc:Amount`, `${C_CHG2}/ram:ActualAmount`],
  ["BT-100", "BG-21", "Document level charge base amount", "Grundbetrag des Zuschlags auf Dokumentenebene", "0..1", "Amount", `${U_CHG2}/cbc:BaseAmount`, `${C_CHG2}/ram:BasisAmount`],
  ["BT-101", "BG-21", "Document level charge percentage", "Prozentsatz des Zuschlags auf Dokumentenebene", "0..1", "Percentage", `${U_CHG2}/cbc:MultiplierFactorNumeric`, `${C_CHG2}/ram:CalculationPercent`],
  ["BT-102", "BG-21", "Document level charge VAT category code", "Code der Umsatzsteuerkategorie des Zuschlags auf Dokumentenebene", "1..1", "Code", `${U_CHG2}/cac:TaxCategory/cbc:ID`, `${C_CHG2}/ram:CategoryTradeTax/ram:CategoryCode`],
  ["BT-103", "BG-21", "Document level charge VAT rate", "Umsatzsteuersatz des Zuschlags auf Dokumentenebene", "0..1", "Percentage", `${U_CHG2}/cac:TaxCategory/cbc:Percent`, `${C_CHG2}/ram:CategoryTradeTax/ram:RateApplicablePercent`],
  ["BT-104", "BG-21", "Document level charge reason", "Grund f\xFCr den Zuschlag auf Dokumentenebene", "0..1", "Text", `${U_CHG2}/cbc:AllowanceChargeReason`, `${C_CHG2}/ram:Reason`],
  ["BT-105", "BG-21", "Document level charge reason code", "Code f\xFCr den Grund des Zuschlags auf Dokumentenebene", "0..1", "Code", `${U_CHG2}/cbc:AllowanceChargeReasonCode`, `${C_CHG2}/ram:ReasonCode`],
  ["BG-22", null, "DOCUMENT TOTALS", "GESAMTBETR\xC4GE DER RECHNUNG", "1..1", null, "cac:LegalMonetaryTotal", C_SUM],
  ["BT-106", "BG-22", "Sum of Invoice line net amount", "Summe der Nettobetr\xE4ge aller Rechnungspositionen", "1..1", "Amount", "cac:LegalMonetaryTotal/cbc:LineExtensionAmount", `${C_SUM}/ram:LineTotalAmount`],
  ["BT-107", "BG-22", "Sum of allowances on document level", "Summe der Abschl\xE4ge auf Dokumentenebene", "0..1", "Amount", "cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount", `${C_SUM}/ram:AllowanceTotalAmount`],
  ["BT-108", "BG-22", "Sum of charges on document level", "Summe der Zuschl\xE4ge auf Dokumentenebene", "0..1", "Amount", "cac:LegalMonetaryTotal/cbc:ChargeTotalAmount", `${C_SUM}/ram:ChargeTotalAmount`],
  ["BT-109", "BG-22", "Invoice total amount without VAT", "Gesamtbetrag der Rechnung ohne Umsatzsteuer", "1..1", "Amount", "cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount", `${C_SUM}/ram:TaxBasisTotalAmount`],
  // The VAT total is told apart from its accounting-currency twin (BT-111) by its currency.
  ["BT-110", "BG-22", "Invoice total VAT amount", "Gesamtbetrag der Umsatzsteuer", "0..1", "Amount", "cac:TaxTotal/cbc:TaxAmount[@currencyID = ../../cbc:DocumentCurrencyCode]", `${C_SUM}/ram:TaxTotalAmount[@currencyID = ../../ram:InvoiceCurrencyCode]`],
  ["BT-111", "BG-22", "Invoice total VAT amount in accounting currency", "Gesamtbetrag der Umsatzsteuer in der Abrechnungsw\xE4hrung", "0..1", "Amount", "cac:TaxTotal/cbc:TaxAmount[@currencyID = ../../cbc:TaxCurrencyCode]", `${C_SUM}/ram:TaxTotalAmount[@currencyID = ../../ram:TaxCurrencyCode]`],
  ["BT-112", "BG-22", "Invoice total amount with VAT", "Gesamtbetrag der Rechnung einschlie\xDFlich Umsatzsteuer", "1..1", "Amount", "cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount", `${C_SUM}/ram:GrandTotalAmount`],
  ["BT-113", "BG-22", "Paid amount", "Gezahlter Betrag", "0..1", "Amount", "cac:LegalMonetaryTotal/cbc:PrepaidAmount", `${C_SUM}/ram:TotalPrepaidAmount`],
  ["BT-114", "BG-22", "Rounding amount", "Rundungsbetrag", "0..1", "Amount", "cac:LegalMonetaryTotal/cbc:PayableRoundingAmount", `${C_SUM}/ram:RoundingAmount`],
  ["BT-115", "BG-22", "Amount due for payment", "F\xE4lliger Zahlungsbetrag", "1..1", "Amount", "cac:LegalMonetaryTotal/cbc:PayableAmount", `${C_SUM}/ram:DuePayableAmount`],
  ["BG-23", null, "VAT BREAKDOWN", "AUFSCHL\xDCSSELUNG DER UMSATZSTEUER", "1..n", null, U_VAT, C_VAT],
  ["BT-116", "BG-23", "VAT category taxable amount", "Steuerbasisbetrag der Umsatzsteuerkategorie", "1..1", "Amount", `${U_VAT}/cbc:TaxableAmount`, `${C_VAT}/ram:BasisAmount`],
  ["BT-117", "BG-23", "VAT category tax amount", "Umsatzsteuerbetrag der Umsatzsteuerkategorie", "1..1", "Amount", `${U_VAT}/cbc:TaxAmount`, `${C_VAT}/ram:CalculatedAmount`],
  ["BT-118", "BG-23", "VAT category code", "Code der Umsatzsteuerkategorie", "1..1", "Code", `${U_VAT}/cac:TaxCategory/cbc:ID`, `${C_VAT}/ram:CategoryCode`],
  ["BT-119", "BG-23", "VAT category rate", "Umsatzsteuersatz der Umsatzsteuerkategorie", "0..1", "Percentage", `${U_VAT}/cac:TaxCategory/cbc:Percent`, `${C_VAT}/ram:RateApplicablePercent`],
  ["BT-120", "BG-23", "VAT exemption reason text", "Grund der Umsatzsteuerbefreiung", "0..1", "Text", `${U_VAT}/cac:TaxCategory/cbc:TaxExemptionReason`, `${C_VAT}/ram:ExemptionReason`],
  ["BT-121", "BG-23", "VAT exemption reason code", "Code f\xFCr den Grund der Umsatzsteuerbefreiung", "0..1", "Code", `${U_VAT}/cac:TaxCategory/cbc:TaxExemptionReasonCode`, `${C_VAT}/ram:ExemptionReasonCode`],
  ["BG-24", null, "ADDITIONAL SUPPORTING DOCUMENTS", "RECHNUNGSBEGR\xDCNDENDE UNTERLAGEN", "0..n", null, U_DOC, C_DOC2, U_DOC_CN],
  ["BT-122", "BG-24", "Supporting document reference", "Kennung der rechnungsbegr\xFCndenden Unterlage", "1..1", "Document reference", `${U_DOC}/cbc:ID`, `${C_DOC2}/ram:IssuerAssignedID`, `${U_DOC_CN}/cbc:ID`],
  ["BT-123", "BG-24", "Supporting document description", "Beschreibung der rechnungsbegr\xFCndenden Unterlage", "0..1", "Text", `${U_DOC}/cbc:DocumentDescription`, `${C_DOC2}/ram:Name`, `${U_DOC_CN}/cbc:DocumentDescription`],
  ["BT-124", "BG-24", "External document location", "Speicherort der externen Unterlage", "0..1", "Text", `${U_DOC}/cac:Attachment/cac:ExternalReference/cbc:URI`, `${C_DOC2}/ram:URIID`, `${U_DOC_CN}/cac:Attachment/cac:ExternalReference/cbc:URI`],
  ["BT-125", "BG-24", "Attached document", "Angeh\xE4ngtes Dokument", "0..1", "Binary object", `${U_DOC}/cac:Attachment/cbc:EmbeddedDocumentBinaryObject`, `${C_DOC2}/ram:AttachmentBinaryObject`, `${U_DOC_CN}/cac:Attachment/cbc:EmbeddedDocumentBinaryObject`]
];

// engine/src/semantics/terms.ts
function creditNoteForm(ubl) {
  if (!ubl.startsWith(UBL_LINE)) return void 0;
  return ubl.replaceAll(UBL_LINE, "cac:CreditNoteLine").replaceAll("cbc:InvoicedQuantity", "cbc:CreditedQuantity");
}
function toTerm([id, parent, en, de, cardinality, dataType, ubl, cii, ublCreditNote]) {
  const creditNote = ublCreditNote ?? (ubl ? creditNoteForm(ubl) : void 0);
  return {
    id,
    kind: id.startsWith("BG-") ? "BG" : "BT",
    parent,
    name: { en, de },
    cardinality,
    dataType,
    ubl,
    ...creditNote ? { ublCreditNote: creditNote } : {},
    cii
  };
}
var TERMS = [
  ...DOCUMENT_TERMS,
  ...PARTY_TERMS,
  ...SETTLEMENT_TERMS,
  ...LINE_TERMS
].map(toTerm);
var BY_ID = new Map(TERMS.map((t) => [t.id, t]));
function termById(id) {
  return BY_ID.get(id);
}

// engine/src/findings/ruleTextsFields.ts
var opt = (value, en, de = en) => ({ value, label: { en, de } });
var EAS_OPTIONS = [
  opt("EM", "E-mail address", "E-Mail-Adresse"),
  opt("0204", "Leitweg-ID (German public sector)", "Leitweg-ID (\xF6ffentliche Verwaltung)"),
  opt("9930", "German VAT number", "Deutsche USt-IdNr."),
  opt("0088", "GLN (GS1 Global Location Number)"),
  opt("0060", "DUNS number", "DUNS-Nummer"),
  opt("0007", "Swedish organisation number", "Schwedische Organisationsnummer"),
  opt("0184", "Danish CVR number", "D\xE4nische CVR-Nummer"),
  opt("0192", "Norwegian organisation number", "Norwegische Organisationsnummer"),
  opt("0208", "Belgian enterprise number", "Belgische Unternehmensnummer"),
  opt("0106", "Dutch Chamber of Commerce number", "Niederl\xE4ndische Handelskammernummer"),
  opt("0190", "Dutch OIN", "Niederl\xE4ndische OIN"),
  opt("0009", "French SIRET", "Franz\xF6sische SIRET"),
  opt("9920", "Spanish VAT number", "Spanische USt-IdNr."),
  opt("0211", "Italian VAT number", "Italienische USt-IdNr.")
];
var ICD_OPTIONS = [
  opt("0088", "GLN (GS1 Global Location Number)"),
  opt("0060", "DUNS number", "DUNS-Nummer"),
  opt("0204", "Leitweg-ID (German public sector)", "Leitweg-ID (\xF6ffentliche Verwaltung)"),
  opt("0007", "Swedish organisation number", "Schwedische Organisationsnummer"),
  opt("0184", "Danish CVR number", "D\xE4nische CVR-Nummer"),
  opt("0192", "Norwegian organisation number", "Norwegische Organisationsnummer"),
  opt("0208", "Belgian enterprise number", "Belgische Unternehmensnummer"),
  opt("0106", "Dutch Chamber of Commerce number", "Niederl\xE4ndische Handelskammernummer"),
  opt("0009", "French SIRET", "Franz\xF6sische SIRET"),
  opt("0002", "French SIRENE", "Franz\xF6sische SIRENE")
];
var VAT_CATEGORY_OPTIONS = [
  opt("S", "Standard rate", "Normalsatz / erm\xE4\xDFigter Satz"),
  opt("Z", "Zero rated goods", "Nullsatz"),
  opt("E", "Exempt from VAT", "Steuerbefreit"),
  opt("AE", "Reverse charge", "Umkehr der Steuerschuldnerschaft (Reverse Charge)"),
  opt("K", "Intra-community supply", "Innergemeinschaftliche Lieferung"),
  opt("G", "Export outside the EU", "Ausfuhr in Drittl\xE4nder"),
  opt("O", "Not subject to VAT", "Nicht steuerbar"),
  opt("L", "Canary Islands tax (IGIC)", "Kanarische Inseln (IGIC)"),
  opt("M", "Ceuta and Melilla tax (IPSI)", "Ceuta und Melilla (IPSI)")
];
var INVOICE_TYPE_OPTIONS = [
  opt("380", "Commercial invoice", "Handelsrechnung"),
  opt("381", "Credit note", "Gutschrift (Rechnungskorrektur)"),
  opt("384", "Corrected invoice", "Korrigierte Rechnung"),
  opt("389", "Self-billed invoice", "Selbst ausgestellte Rechnung (Gutschriftsverfahren)"),
  opt("751", "Invoice information for accounting purposes", "Rechnungsinformationen f\xFCr Buchhaltungszwecke")
];
var PAYMENT_MEANS_OPTIONS = [
  opt("58", "SEPA credit transfer", "SEPA-\xDCberweisung"),
  opt("30", "Credit transfer (non-SEPA)", "\xDCberweisung (nicht SEPA)"),
  opt("59", "SEPA direct debit", "SEPA-Lastschrift"),
  opt("49", "Direct debit", "Lastschrift"),
  opt("48", "Bank card", "Bankkarte"),
  opt("54", "Credit card", "Kreditkarte"),
  opt("55", "Debit card", "Debitkarte"),
  opt("10", "Cash", "Barzahlung"),
  opt("57", "Standing agreement", "Dauerauftrag"),
  opt("1", "Instrument not defined", "Nicht definiert")
];
function field(termId, extras = {}) {
  const term = termById(termId) ?? fail("INTERNAL", `rule text names unknown term ${termId}`);
  return {
    id: termId,
    label: term.name,
    help: extras.help ?? null,
    examples: extras.examples ?? [],
    pattern: extras.pattern ?? null,
    // The XPath depends on the syntax (UBL or CII); callers resolve it from TERMS by the field id.
    xpath: null,
    scheme: extras.scheme ?? null
  };
}
function ask(...fields) {
  return { kind: "ask", fields };
}
function choose(termId, options) {
  const term = termById(termId) ?? fail("INTERNAL", `rule text names unknown term ${termId}`);
  return { kind: "choose", choice: { id: termId, label: term.name, options } };
}
function explain(en, de) {
  return { kind: "explain", reason: { en, de } };
}
function plain(en, de) {
  return { en, de };
}
var FIELDS = {
  buyerReference: field("BT-10", {
    help: {
      en: "For German public buyers this is the Leitweg-ID the buyer gave you; otherwise any reference the buyer asks for.",
      de: "Bei \xF6ffentlichen Auftraggebern in Deutschland die Leitweg-ID, die Ihnen der Auftraggeber mitgeteilt hat; sonst die vom K\xE4ufer verlangte Referenz."
    },
    examples: ["04011000-12345-03", "991-01234-44"]
  }),
  sellerEndpoint: field("BT-34", {
    help: {
      en: "The address your invoices are sent from, e.g. your e-mail address or Peppol ID, with its scheme.",
      de: "Die Adresse, unter der Sie elektronische Rechnungen versenden, z. B. E-Mail-Adresse oder Peppol-ID, mit dem Schema."
    },
    examples: ["rechnung@firma.de"],
    scheme: {
      attr: "schemeID",
      label: { en: "Address scheme (EAS)", de: "Adressschema (EAS)" },
      options: EAS_OPTIONS
    }
  }),
  buyerEndpoint: field("BT-49", {
    help: {
      en: "The address where the buyer receives e-invoices, e.g. an e-mail address or the Leitweg-ID, with its scheme.",
      de: "Die Adresse, an der der K\xE4ufer E-Rechnungen empf\xE4ngt, z. B. E-Mail-Adresse oder Leitweg-ID, mit dem Schema."
    },
    examples: ["rechnungseingang@kunde.de"],
    scheme: {
      attr: "schemeID",
      label: { en: "Address scheme (EAS)", de: "Adressschema (EAS)" },
      options: EAS_OPTIONS
    }
  }),
  sellerContactPoint: field("BT-41", { examples: ["Buchhaltung", "Erika Mustermann"] }),
  sellerPhone: field("BT-42", { examples: ["+49 30 1234567"], pattern: "\\d.*\\d.*\\d" }),
  sellerEmail: field("BT-43", { examples: ["buchhaltung@firma.de"], pattern: "^[^@\\s]{2,}@[^@\\s]{2,}$" }),
  sellerVatId: field("BT-31", {
    help: {
      en: "Your VAT identification number, starting with the country code.",
      de: "Ihre Umsatzsteuer-Identifikationsnummer mit L\xE4ndercode."
    },
    examples: ["DE123456789"],
    pattern: "^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$"
  }),
  sellerTaxNumber: field("BT-32", {
    help: { en: "Your national tax number.", de: "Ihre Steuernummer beim Finanzamt." },
    examples: ["201/113/40209"]
  }),
  sellerIdentifier: field("BT-29", {
    examples: ["4000001123452"],
    scheme: {
      attr: "schemeID",
      label: { en: "Identifier scheme (ICD)", de: "Kennungsschema (ICD)" },
      options: ICD_OPTIONS
    }
  }),
  sellerLegalId: field("BT-30", {
    help: { en: "E.g. your commercial register number.", de: "Z. B. Ihre Handelsregisternummer." },
    examples: ["HRB 12345"]
  }),
  sellerCity: field("BT-37", { examples: ["Berlin"] }),
  sellerPostCode: field("BT-38", { examples: ["10115"] }),
  buyerCity: field("BT-52", { examples: ["M\xFCnchen"] }),
  buyerPostCode: field("BT-53", { examples: ["80331"] }),
  purchaseOrder: field("BT-13", { examples: ["PO-2024-0815"] }),
  iban: field("BT-84", {
    help: { en: "The IBAN the buyer should pay to.", de: "Die IBAN, auf die der K\xE4ufer zahlen soll." },
    examples: ["DE02120300000000202051"],
    pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"
  })
};

// engine/src/findings/ruleTextsEn16931.ts
var SPEC_IDS = [
  {
    value: "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
    label: { en: "XRechnung 3.0", de: "XRechnung 3.0" }
  },
  {
    value: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
    label: { en: "Peppol BIS Billing 3.0", de: "Peppol BIS Billing 3.0" }
  },
  { value: "urn:cen.eu:en16931:2017", label: { en: "EN 16931 (no CIUS)", de: "EN 16931 (ohne CIUS)" } }
];
var SUMS = explain(
  "Recalculate the totals in your invoicing software; editing one amount by hand usually breaks another sum.",
  "Lassen Sie die Summen in Ihrer Rechnungssoftware neu berechnen; eine einzelne Korrektur von Hand bricht meist eine andere Summe."
);
var VAT_SETUP = explain(
  "Check the VAT category of the lines, allowances and charges and the VAT breakdown: each category used must appear in the breakdown with matching amounts.",
  "Pr\xFCfen Sie die Umsatzsteuerkategorien der Positionen, Ab- und Zuschl\xE4ge sowie die Umsatzsteueraufschl\xFCsselung: Jede verwendete Kategorie muss dort mit passenden Betr\xE4gen erscheinen."
);
var REASON = explain(
  "Give a reason text, a reason code (UNTDID 5189 for allowances, 7161 for charges), or both.",
  "Geben Sie einen Grund als Text, als Code (UNTDID 5189 f\xFCr Abschl\xE4ge, 7161 f\xFCr Zuschl\xE4ge) oder beides an."
);
var EN16931_RULE_TEXTS = {
  // Not a schematron rule: the findings stage reports XML Schema violations under this id.
  XSD: {
    plain: plain(
      "The file does not follow the XML structure of its format (element order, names or data types).",
      "Die Datei entspricht nicht der XML-Struktur ihres Formats (Reihenfolge, Namen oder Datentypen der Elemente)."
    ),
    action: explain(
      "This needs a fix in the software that produced the file; the values themselves may be fine.",
      "Das muss in der erzeugenden Software behoben werden; die Werte selbst k\xF6nnen korrekt sein."
    )
  },
  "BR-01": {
    plain: plain(
      "The invoice does not say which standard or profile it follows (specification identifier).",
      "Die Rechnung gibt nicht an, nach welchem Standard oder Profil sie erstellt ist (Spezifikationskennung)."
    ),
    action: choose("BT-24", SPEC_IDS)
  },
  "BR-02": {
    plain: plain("The invoice number is missing.", "Die Rechnungsnummer fehlt."),
    action: ask(field("BT-1", { examples: ["RE-2024-0001"] }))
  },
  "BR-03": {
    plain: plain("The invoice date is missing.", "Das Rechnungsdatum fehlt."),
    action: ask(field("BT-2", { examples: ["2024-05-31"], pattern: "^\\d{4}-\\d{2}-\\d{2}$" }))
  },
  "BR-04": {
    plain: plain(
      "The invoice does not say what kind of document it is (invoice, credit note, \u2026).",
      "Die Rechnung gibt nicht an, um welche Art von Dokument es sich handelt (Rechnung, Gutschrift, \u2026)."
    ),
    action: choose("BT-3", INVOICE_TYPE_OPTIONS)
  },
  "BR-05": {
    plain: plain("The invoice currency is missing.", "Die Rechnungsw\xE4hrung fehlt."),
    action: ask(field("BT-5", { examples: ["EUR"], pattern: "^[A-Z]{3}$" }))
  },
  "BR-06": {
    plain: plain("The seller\u2019s name is missing.", "Der Name des Verk\xE4ufers fehlt."),
    action: ask(field("BT-27", { examples: ["Muster GmbH"] }))
  },
  "BR-07": {
    plain: plain("The buyer\u2019s name is missing.", "Der Name des K\xE4ufers fehlt."),
    action: ask(field("BT-44", { examples: ["Stadtverwaltung Musterstadt"] }))
  },
  "BR-08": {
    plain: plain("The seller\u2019s postal address is missing.", "Die Postanschrift des Verk\xE4ufers fehlt."),
    action: ask(
      field("BT-35"),
      FIELDS.sellerCity,
      FIELDS.sellerPostCode,
      field("BT-40", { examples: ["DE"], pattern: "^[A-Z]{2}$" })
    )
  },
  "BR-09": {
    plain: plain(
      "The seller\u2019s address has no country code.",
      "In der Anschrift des Verk\xE4ufers fehlt der L\xE4ndercode."
    ),
    action: ask(field("BT-40", { examples: ["DE"], pattern: "^[A-Z]{2}$" }))
  },
  "BR-10": {
    plain: plain("The buyer\u2019s postal address is missing.", "Die Postanschrift des K\xE4ufers fehlt."),
    action: ask(
      field("BT-50"),
      FIELDS.buyerCity,
      FIELDS.buyerPostCode,
      field("BT-55", { examples: ["DE"], pattern: "^[A-Z]{2}$" })
    )
  },
  "BR-11": {
    plain: plain(
      "The buyer\u2019s address has no country code.",
      "In der Anschrift des K\xE4ufers fehlt der L\xE4ndercode."
    ),
    action: ask(field("BT-55", { examples: ["DE"], pattern: "^[A-Z]{2}$" }))
  },
  "BR-12": {
    plain: plain(
      "The total of all line net amounts is missing.",
      "Die Summe der Nettobetr\xE4ge aller Positionen fehlt."
    ),
    action: SUMS
  },
  "BR-13": {
    plain: plain("The invoice total without VAT is missing.", "Der Rechnungsbetrag ohne Umsatzsteuer fehlt."),
    action: SUMS
  },
  "BR-14": {
    plain: plain(
      "The invoice total including VAT is missing.",
      "Der Rechnungsbetrag einschlie\xDFlich Umsatzsteuer fehlt."
    ),
    action: SUMS
  },
  "BR-15": {
    plain: plain("The amount due for payment is missing.", "Der f\xE4llige Zahlungsbetrag fehlt."),
    action: SUMS
  },
  "BR-16": {
    plain: plain("The invoice has no line items.", "Die Rechnung enth\xE4lt keine Rechnungspositionen."),
    action: explain(
      "Add at least one invoice line with item, quantity, price and net amount.",
      "F\xFCgen Sie mindestens eine Rechnungsposition mit Artikel, Menge, Preis und Nettobetrag hinzu."
    )
  },
  "BR-17": {
    plain: plain(
      "A payee different from the seller is given, but without a name.",
      "Ein vom Verk\xE4ufer abweichender Zahlungsempf\xE4nger ist angegeben, aber ohne Namen."
    ),
    action: ask(field("BT-59"))
  },
  "BR-18": {
    plain: plain(
      "A tax representative is given, but without a name.",
      "Ein Steuerbevollm\xE4chtigter ist angegeben, aber ohne Namen."
    ),
    action: ask(field("BT-62"))
  },
  "BR-19": {
    plain: plain(
      "The seller\u2019s tax representative has no postal address.",
      "F\xFCr den Steuerbevollm\xE4chtigten des Verk\xE4ufers fehlt die Postanschrift."
    ),
    action: ask(field("BT-64"), field("BT-66"), field("BT-67"), field("BT-69", { pattern: "^[A-Z]{2}$" }))
  },
  "BR-20": {
    plain: plain(
      "The tax representative\u2019s address has no country code.",
      "In der Anschrift des Steuerbevollm\xE4chtigten fehlt der L\xE4ndercode."
    ),
    action: ask(field("BT-69", { examples: ["DE"], pattern: "^[A-Z]{2}$" }))
  },
  "BR-21": {
    plain: plain("An invoice line has no line number.", "Einer Rechnungsposition fehlt die Positionsnummer."),
    action: ask(field("BT-126", { examples: ["1"] }))
  },
  "BR-22": {
    plain: plain("An invoice line has no quantity.", "Einer Rechnungsposition fehlt die Menge."),
    action: ask(field("BT-129", { examples: ["1", "2.5"], pattern: "^-?\\d+(\\.\\d+)?$" }))
  },
  "BR-23": {
    plain: plain(
      "An invoice line has no unit of measure for its quantity.",
      "Einer Rechnungsposition fehlt die Mengeneinheit."
    ),
    action: ask(
      field("BT-130", {
        help: {
          en: "UN/ECE Rec. 20 code, e.g. C62 (piece), HUR (hour), KGM (kilogram).",
          de: "Code nach UN/ECE Rec. 20, z. B. C62 (St\xFCck), HUR (Stunde), KGM (Kilogramm)."
        },
        examples: ["C62", "HUR"]
      })
    )
  },
  "BR-24": {
    plain: plain("An invoice line has no net amount.", "Einer Rechnungsposition fehlt der Nettobetrag."),
    action: SUMS
  },
  "BR-25": {
    plain: plain(
      "An invoice line has no item name.",
      "Einer Rechnungsposition fehlt die Artikelbezeichnung."
    ),
    action: ask(field("BT-153", { examples: ["Beratungsleistung"] }))
  },
  "BR-26": {
    plain: plain("An invoice line has no net unit price.", "Einer Rechnungsposition fehlt der Nettopreis."),
    action: ask(field("BT-146", { examples: ["99.90"], pattern: "^\\d+(\\.\\d+)?$" }))
  },
  "BR-27": {
    plain: plain(
      "A line\u2019s net unit price is negative; reductions belong in the quantity or in an allowance.",
      "Ein Nettopreis ist negativ; Minderungen geh\xF6ren in die Menge oder in einen Abschlag."
    ),
    action: explain(
      "Use a positive price and a negative quantity, or an allowance, for reductions.",
      "Verwenden Sie f\xFCr Minderungen einen positiven Preis mit negativer Menge oder einen Abschlag."
    )
  },
  "BR-28": {
    plain: plain("A line\u2019s gross price is negative.", "Ein Bruttopreis ist negativ."),
    action: explain(
      "Use a positive gross price; express reductions as a price discount or allowance.",
      "Verwenden Sie einen positiven Bruttopreis; Minderungen als Rabatt oder Abschlag angeben."
    )
  },
  "BR-29": {
    plain: plain(
      "The invoicing period ends before it starts.",
      "Der Rechnungszeitraum endet vor seinem Beginn."
    ),
    action: explain(
      "Correct the start or end date of the invoicing period.",
      "Korrigieren Sie Anfangs- oder Enddatum des Rechnungszeitraums."
    )
  },
  "BR-30": {
    plain: plain(
      "A line\u2019s period ends before it starts.",
      "Der Zeitraum einer Position endet vor seinem Beginn."
    ),
    action: explain(
      "Correct the start or end date of the line period.",
      "Korrigieren Sie Anfangs- oder Enddatum des Positionszeitraums."
    )
  },
  "BR-31": {
    plain: plain(
      "A document-level allowance has no amount.",
      "Einem Abschlag auf Dokumentenebene fehlt der Betrag."
    ),
    action: ask(field("BT-92", { pattern: "^\\d+(\\.\\d{1,2})?$" }))
  },
  "BR-32": {
    plain: plain(
      "A document-level allowance has no VAT category.",
      "Einem Abschlag auf Dokumentenebene fehlt die Umsatzsteuerkategorie."
    ),
    action: choose("BT-95", VAT_CATEGORY_OPTIONS)
  },
  "BR-33": {
    plain: plain(
      "A document-level allowance has neither a reason nor a reason code.",
      "Ein Abschlag auf Dokumentenebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-97", { examples: ["Rabatt"] }))
  },
  "BR-36": {
    plain: plain(
      "A document-level charge has no amount.",
      "Einem Zuschlag auf Dokumentenebene fehlt der Betrag."
    ),
    action: ask(field("BT-99", { pattern: "^\\d+(\\.\\d{1,2})?$" }))
  },
  "BR-37": {
    plain: plain(
      "A document-level charge has no VAT category.",
      "Einem Zuschlag auf Dokumentenebene fehlt die Umsatzsteuerkategorie."
    ),
    action: choose("BT-102", VAT_CATEGORY_OPTIONS)
  },
  "BR-38": {
    plain: plain(
      "A document-level charge has neither a reason nor a reason code.",
      "Ein Zuschlag auf Dokumentenebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-104", { examples: ["Versandkosten"] }))
  },
  "BR-41": {
    plain: plain("A line allowance has no amount.", "Einem Abschlag auf Positionsebene fehlt der Betrag."),
    action: ask(field("BT-136", { pattern: "^\\d+(\\.\\d{1,2})?$" }))
  },
  "BR-42": {
    plain: plain(
      "A line allowance has neither a reason nor a reason code.",
      "Ein Abschlag auf Positionsebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-139", { examples: ["Mengenrabatt"] }))
  },
  "BR-43": {
    plain: plain("A line charge has no amount.", "Einem Zuschlag auf Positionsebene fehlt der Betrag."),
    action: ask(field("BT-141", { pattern: "^\\d+(\\.\\d{1,2})?$" }))
  },
  "BR-44": {
    plain: plain(
      "A line charge has neither a reason nor a reason code.",
      "Ein Zuschlag auf Positionsebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-144", { examples: ["Verpackung"] }))
  },
  "BR-45": {
    plain: plain(
      "A VAT breakdown has no taxable amount.",
      "In einer Umsatzsteueraufschl\xFCsselung fehlt der zu versteuernde Betrag."
    ),
    action: SUMS
  },
  "BR-46": {
    plain: plain(
      "A VAT breakdown has no VAT amount.",
      "In einer Umsatzsteueraufschl\xFCsselung fehlt der Steuerbetrag."
    ),
    action: SUMS
  },
  "BR-47": {
    plain: plain(
      "A VAT breakdown has no VAT category.",
      "Einer Umsatzsteueraufschl\xFCsselung fehlt die Umsatzsteuerkategorie."
    ),
    action: choose("BT-118", VAT_CATEGORY_OPTIONS)
  },
  "BR-48": {
    plain: plain(
      "A VAT breakdown has no VAT rate.",
      "Einer Umsatzsteueraufschl\xFCsselung fehlt der Steuersatz."
    ),
    action: ask(field("BT-119", { examples: ["19", "7", "0"], pattern: "^\\d+(\\.\\d+)?$" }))
  },
  "BR-49": {
    plain: plain(
      "The payment instructions do not say how to pay (payment means code).",
      "In den Zahlungsanweisungen fehlt die Zahlungsart."
    ),
    action: choose("BT-81", PAYMENT_MEANS_OPTIONS)
  },
  "BR-50": {
    plain: plain(
      "Bank transfer details are given without an account number (IBAN).",
      "Es sind \xDCberweisungsangaben ohne Kontonummer (IBAN) angegeben."
    ),
    action: ask(FIELDS.iban)
  },
  "BR-51": {
    plain: plain(
      "A payment card number must never appear in full; show at most the first 6 and last 4 digits.",
      "Eine Kartennummer darf nie vollst\xE4ndig erscheinen; h\xF6chstens die ersten 6 und letzten 4 Ziffern."
    ),
    action: explain("Mask the card number in the invoice.", "K\xFCrzen Sie die Kartennummer in der Rechnung.")
  },
  "BR-52": {
    plain: plain(
      "An attached or referenced supporting document has no identifier.",
      "Einer rechnungsbegr\xFCndenden Unterlage fehlt die Kennung."
    ),
    action: ask(field("BT-122", { examples: ["Lieferschein-4711"] }))
  },
  "BR-53": {
    plain: plain(
      "A VAT accounting currency is given, but not the VAT total in that currency.",
      "Eine Umsatzsteuer-Abrechnungsw\xE4hrung ist angegeben, aber nicht der Steuerbetrag in dieser W\xE4hrung."
    ),
    action: explain(
      "Add the total VAT amount in the accounting currency, or remove the accounting currency.",
      "Erg\xE4nzen Sie den Umsatzsteuerbetrag in der Abrechnungsw\xE4hrung oder entfernen Sie die Abrechnungsw\xE4hrung."
    )
  },
  "BR-54": {
    plain: plain(
      "An item attribute lacks its name or its value.",
      "Einem Artikelattribut fehlt der Name oder der Wert."
    ),
    action: ask(field("BT-160"), field("BT-161"))
  },
  "BR-55": {
    plain: plain(
      "A reference to a preceding invoice has no invoice number.",
      "Einem Verweis auf eine vorausgegangene Rechnung fehlt die Rechnungsnummer."
    ),
    action: ask(field("BT-25", { examples: ["RE-2024-0001"] }))
  },
  "BR-56": {
    plain: plain(
      "The tax representative has no VAT identification number.",
      "Dem Steuerbevollm\xE4chtigten fehlt die Umsatzsteuer-Identifikationsnummer."
    ),
    action: ask(field("BT-63", { examples: ["DE123456789"], pattern: "^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$" }))
  },
  "BR-57": {
    plain: plain("The delivery address has no country code.", "In der Lieferanschrift fehlt der L\xE4ndercode."),
    action: ask(field("BT-80", { examples: ["DE"], pattern: "^[A-Z]{2}$" }))
  },
  "BR-61": {
    plain: plain(
      "The payment means is a credit transfer, but no account number (IBAN) is given.",
      "Als Zahlungsart ist \xDCberweisung angegeben, aber keine Kontonummer (IBAN)."
    ),
    action: ask(FIELDS.iban)
  },
  "BR-62": {
    plain: plain(
      "The seller\u2019s electronic address does not say which kind of address it is (scheme).",
      "Bei der elektronischen Adresse des Verk\xE4ufers fehlt die Angabe des Adressschemas."
    ),
    action: ask(FIELDS.sellerEndpoint)
  },
  "BR-63": {
    plain: plain(
      "The buyer\u2019s electronic address does not say which kind of address it is (scheme).",
      "Bei der elektronischen Adresse des K\xE4ufers fehlt die Angabe des Adressschemas."
    ),
    action: ask(FIELDS.buyerEndpoint)
  },
  "BR-64": {
    plain: plain(
      "An item\u2019s standard identifier (e.g. GTIN) does not name its scheme.",
      "Bei der Standard-Artikelkennung (z. B. GTIN) fehlt das Schema."
    ),
    action: explain(
      "Add the scheme to the item\u2019s standard identifier, e.g. 0160 for GTIN.",
      "Erg\xE4nzen Sie das Schema der Standard-Artikelkennung, z. B. 0160 f\xFCr GTIN."
    )
  },
  "BR-65": {
    plain: plain(
      "An item classification code does not name its classification scheme.",
      "Bei der Artikelklassifizierung fehlt das Klassifikationsschema."
    ),
    action: explain(
      "Add the classification scheme (UNTDID 7143, e.g. STI for CPV), or remove the classification.",
      "Erg\xE4nzen Sie das Klassifikationsschema (UNTDID 7143, z. B. STI f\xFCr CPV) oder entfernen Sie die Klassifizierung."
    )
  },
  "BR-66": {
    plain: plain(
      "An allowance or charge does not say whether it is an allowance or a charge.",
      "Bei einem Ab- oder Zuschlag fehlt die Angabe, ob es ein Abschlag oder Zuschlag ist."
    ),
    action: explain(
      "Set the charge indicator to true (charge) or false (allowance).",
      "Setzen Sie den Indikator auf true (Zuschlag) oder false (Abschlag)."
    )
  },
  "BR-67": {
    plain: plain(
      "The invoice contains more than one direct debit mandate.",
      "Die Rechnung enth\xE4lt mehr als ein Lastschriftmandat."
    ),
    action: explain("Keep a single direct debit mandate.", "Behalten Sie nur ein Lastschriftmandat.")
  },
  "BR-CO-03": {
    plain: plain(
      "Both a VAT point date and a VAT point date code are given; only one is allowed.",
      "Sowohl ein Abrechnungsdatum der Umsatzsteuer als auch ein Code daf\xFCr sind angegeben; nur eines ist erlaubt."
    ),
    action: explain(
      "Remove either the VAT point date or its code.",
      "Entfernen Sie entweder das Datum oder den Code."
    )
  },
  "BR-CO-04": {
    plain: plain(
      "An invoice line has no VAT category.",
      "Einer Rechnungsposition fehlt die Umsatzsteuerkategorie."
    ),
    action: choose("BT-151", VAT_CATEGORY_OPTIONS)
  },
  "BR-CO-05": {
    plain: plain(
      "The allowance reason code and reason text describe different things.",
      "Grundcode und Grundtext eines Abschlags passen nicht zusammen."
    ),
    action: REASON
  },
  "BR-CO-06": {
    plain: plain(
      "The charge reason code and reason text describe different things.",
      "Grundcode und Grundtext eines Zuschlags passen nicht zusammen."
    ),
    action: REASON
  },
  "BR-CO-07": {
    plain: plain(
      "A line allowance\u2019s reason code and reason text describe different things.",
      "Grundcode und Grundtext eines Positionsabschlags passen nicht zusammen."
    ),
    action: REASON
  },
  "BR-CO-08": {
    plain: plain(
      "A line charge\u2019s reason code and reason text describe different things.",
      "Grundcode und Grundtext eines Positionszuschlags passen nicht zusammen."
    ),
    action: REASON
  },
  "BR-CO-09": {
    plain: plain(
      "A VAT identification number does not start with a valid country prefix (e.g. DE).",
      "Eine Umsatzsteuer-Identifikationsnummer beginnt nicht mit einem g\xFCltigen L\xE4nderpr\xE4fix (z. B. DE)."
    ),
    action: ask(FIELDS.sellerVatId)
  },
  "BR-CO-10": {
    plain: plain(
      "The total of line net amounts does not equal the sum of the lines.",
      "Die Summe der Positionsnettobetr\xE4ge stimmt nicht mit der Summe der Positionen \xFCberein."
    ),
    action: SUMS
  },
  "BR-CO-11": {
    plain: plain(
      "The sum of document allowances does not equal the individual allowances.",
      "Die Summe der Abschl\xE4ge stimmt nicht mit den einzelnen Abschl\xE4gen \xFCberein."
    ),
    action: SUMS
  },
  "BR-CO-12": {
    plain: plain(
      "The sum of document charges does not equal the individual charges.",
      "Die Summe der Zuschl\xE4ge stimmt nicht mit den einzelnen Zuschl\xE4gen \xFCberein."
    ),
    action: SUMS
  },
  "BR-CO-13": {
    plain: plain(
      "The net total does not equal line total minus allowances plus charges.",
      "Der Nettobetrag ist nicht Positionssumme minus Abschl\xE4ge plus Zuschl\xE4ge."
    ),
    action: SUMS
  },
  "BR-CO-14": {
    plain: plain(
      "The total VAT amount does not equal the sum of the VAT breakdown.",
      "Der Umsatzsteuer-Gesamtbetrag stimmt nicht mit der Summe der Aufschl\xFCsselung \xFCberein."
    ),
    action: SUMS
  },
  "BR-CO-15": {
    plain: plain(
      "The gross total does not equal net total plus VAT.",
      "Der Bruttobetrag ist nicht Nettobetrag plus Umsatzsteuer."
    ),
    action: SUMS
  },
  "BR-CO-16": {
    plain: plain(
      "The amount due does not equal gross total minus prepaid amount plus rounding.",
      "Der f\xE4llige Betrag ist nicht Bruttobetrag minus Vorauszahlung plus Rundung."
    ),
    action: SUMS
  },
  "BR-CO-17": {
    plain: plain(
      "A VAT amount in the breakdown is not taxable amount \xD7 rate, rounded to cents.",
      "Ein Steuerbetrag in der Aufschl\xFCsselung ist nicht Bemessungsgrundlage \xD7 Steuersatz, auf Cent gerundet."
    ),
    action: SUMS
  },
  "BR-CO-18": {
    plain: plain(
      "The invoice has no VAT breakdown.",
      "Die Rechnung enth\xE4lt keine Umsatzsteueraufschl\xFCsselung."
    ),
    action: VAT_SETUP
  },
  "BR-CO-19": {
    plain: plain(
      "An invoicing period is given without start or end date.",
      "Ein Rechnungszeitraum ist ohne Anfangs- oder Enddatum angegeben."
    ),
    action: ask(
      field("BT-73", { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
      field("BT-74", { pattern: "^\\d{4}-\\d{2}-\\d{2}$" })
    )
  },
  "BR-CO-20": {
    plain: plain(
      "A line period is given without start or end date.",
      "Ein Positionszeitraum ist ohne Anfangs- oder Enddatum angegeben."
    ),
    action: ask(
      field("BT-134", { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
      field("BT-135", { pattern: "^\\d{4}-\\d{2}-\\d{2}$" })
    )
  },
  "BR-CO-21": {
    plain: plain(
      "A document-level allowance has neither a reason nor a reason code.",
      "Ein Abschlag auf Dokumentenebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-97", { examples: ["Rabatt"] }))
  },
  "BR-CO-22": {
    plain: plain(
      "A document-level charge has neither a reason nor a reason code.",
      "Ein Zuschlag auf Dokumentenebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-104", { examples: ["Versandkosten"] }))
  },
  "BR-CO-23": {
    plain: plain(
      "A line allowance has neither a reason nor a reason code.",
      "Ein Abschlag auf Positionsebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-139", { examples: ["Mengenrabatt"] }))
  },
  "BR-CO-24": {
    plain: plain(
      "A line charge has neither a reason nor a reason code.",
      "Ein Zuschlag auf Positionsebene hat weder Grund noch Grundcode."
    ),
    action: ask(field("BT-144", { examples: ["Verpackung"] }))
  },
  "BR-CO-25": {
    plain: plain(
      "An amount is due but neither a due date nor payment terms are given.",
      "Es ist ein Betrag f\xE4llig, aber weder F\xE4lligkeitsdatum noch Zahlungsbedingungen sind angegeben."
    ),
    action: ask(
      field("BT-9", { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
      field("BT-20", { examples: ["Zahlbar innerhalb von 30 Tagen ohne Abzug."] })
    )
  },
  "BR-CO-26": {
    plain: plain(
      "The seller cannot be identified: give a VAT ID, a register number or another seller identifier.",
      "Der Verk\xE4ufer ist nicht identifizierbar: Geben Sie USt-IdNr., Registernummer oder eine andere Kennung an."
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerLegalId, FIELDS.sellerIdentifier)
  },
  "BR-CO-27": {
    plain: plain(
      "A bank account is given with neither an IBAN nor a national account number.",
      "Ein Bankkonto ist ohne IBAN oder nationale Kontonummer angegeben."
    ),
    action: ask(FIELDS.iban)
  },
  "BR-S-01": {
    plain: plain(
      "Lines or allowances/charges use the standard VAT rate, but the VAT breakdown has no standard-rate entry.",
      "Positionen oder Ab-/Zuschl\xE4ge verwenden den Normalsatz, aber die Aufschl\xFCsselung enth\xE4lt keinen Eintrag daf\xFCr."
    ),
    action: VAT_SETUP
  },
  "BR-S-02": {
    plain: plain(
      "A line is taxed at the standard rate, but the seller\u2019s VAT ID or tax number is missing.",
      "Eine Position ist mit Normalsatz besteuert, aber USt-IdNr. oder Steuernummer des Verk\xE4ufers fehlen."
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber)
  },
  "BR-S-04": {
    plain: plain(
      "A charge is taxed at the standard rate, but the seller\u2019s VAT ID or tax number is missing.",
      "Ein Zuschlag ist mit Normalsatz besteuert, aber USt-IdNr. oder Steuernummer des Verk\xE4ufers fehlen."
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber)
  },
  "BR-S-08": {
    plain: plain(
      "For a standard VAT rate, the taxable amount in the breakdown does not match the lines, allowances and charges at that rate.",
      "Beim Normalsatz passt die Bemessungsgrundlage der Aufschl\xFCsselung nicht zu den Positionen, Ab- und Zuschl\xE4gen mit diesem Satz."
    ),
    action: SUMS
  },
  "BR-S-09": {
    plain: plain(
      "For a standard VAT rate, the VAT amount is not taxable amount \xD7 rate.",
      "Beim Normalsatz ist der Steuerbetrag nicht Bemessungsgrundlage \xD7 Steuersatz."
    ),
    action: SUMS
  },
  "BR-S-10": {
    plain: plain(
      "A standard-rated VAT breakdown must not carry a VAT exemption reason.",
      "Eine Aufschl\xFCsselung mit Normalsatz darf keinen Befreiungsgrund enthalten."
    ),
    action: explain(
      "Remove the exemption reason or change the VAT category.",
      "Entfernen Sie den Befreiungsgrund oder \xE4ndern Sie die Kategorie."
    )
  },
  "BR-Z-01": {
    plain: plain(
      "Zero-rated items are used, but the VAT breakdown has no zero-rated entry.",
      "Es gibt Positionen mit Nullsatz, aber keine passende Aufschl\xFCsselung."
    ),
    action: VAT_SETUP
  },
  "BR-E-01": {
    plain: plain(
      "VAT-exempt items are used, but the VAT breakdown has no single exempt entry.",
      "Es gibt steuerbefreite Positionen, aber keine (genau eine) passende Aufschl\xFCsselung."
    ),
    action: VAT_SETUP
  },
  "BR-AE-01": {
    plain: plain(
      "Reverse-charge items are used, but the VAT breakdown has no single reverse-charge entry.",
      "Es gibt Positionen mit Reverse Charge, aber keine (genau eine) passende Aufschl\xFCsselung."
    ),
    action: VAT_SETUP
  },
  "BR-IC-01": {
    plain: plain(
      "Intra-community supplies are invoiced, but the VAT breakdown has no single entry for them.",
      "Es gibt innergemeinschaftliche Lieferungen, aber keine (genau eine) passende Aufschl\xFCsselung."
    ),
    action: VAT_SETUP
  },
  "BR-AF-01": {
    plain: plain(
      "Canary Islands tax (IGIC) items are used, but the VAT breakdown has no IGIC entry.",
      "Es gibt Positionen mit IGIC (Kanarische Inseln), aber keine passende Aufschl\xFCsselung."
    ),
    action: VAT_SETUP
  },
  "BR-AG-01": {
    plain: plain(
      "Ceuta/Melilla tax (IPSI) items are used, but the VAT breakdown has no IPSI entry.",
      "Es gibt Positionen mit IPSI (Ceuta/Melilla), aber keine passende Aufschl\xFCsselung."
    ),
    action: VAT_SETUP
  },
  "BR-CL-03": {
    plain: plain(
      "An amount names a currency that is not a valid ISO 4217 code.",
      "Ein Betrag nennt eine W\xE4hrung, die kein g\xFCltiger ISO-4217-Code ist."
    ),
    action: explain(
      "Use a three-letter ISO 4217 currency code such as EUR on every amount.",
      "Verwenden Sie bei allen Betr\xE4gen einen dreistelligen ISO-4217-Code wie EUR."
    )
  },
  "BR-CL-25": {
    plain: plain(
      "An electronic address uses a scheme that is not in the EAS code list.",
      "Eine elektronische Adresse verwendet ein Schema, das nicht in der EAS-Codeliste steht."
    ),
    action: explain(
      `Use an EAS scheme code, e.g. ${EAS_OPTIONS.map((o) => o.value).slice(0, 4).join(", ")}.`,
      `Verwenden Sie einen EAS-Schemacode, z. B. ${EAS_OPTIONS.map((o) => o.value).slice(0, 4).join(", ")}.`
    )
  },
  "UBL-SR-48": {
    plain: plain(
      "An invoice line must carry exactly one VAT category.",
      "Eine Rechnungsposition muss genau eine Umsatzsteuerkategorie haben."
    ),
    action: choose("BT-151", VAT_CATEGORY_OPTIONS)
  },
  "UBL-SR-53": {
    plain: plain(
      "A tax scheme is given for a party, but without the tax number it refers to.",
      "F\xFCr eine Partei ist ein Steuerschema angegeben, aber ohne die zugeh\xF6rige Steuernummer."
    ),
    action: ask(FIELDS.sellerVatId)
  }
};

// engine/src/findings/ruleTextsNational.ts
var XRECHNUNG_TYPES = [
  { value: "380", label: { en: "Commercial invoice", de: "Handelsrechnung" } },
  { value: "381", label: { en: "Credit note", de: "Gutschrift (Rechnungskorrektur)" } },
  { value: "384", label: { en: "Corrected invoice", de: "Korrigierte Rechnung" } },
  {
    value: "389",
    label: { en: "Self-billed invoice", de: "Selbst ausgestellte Rechnung (Gutschriftsverfahren)" }
  },
  { value: "326", label: { en: "Partial invoice", de: "Teilrechnung" } },
  { value: "875", label: { en: "Partial construction invoice", de: "Abschlagsrechnung (Bauleistung)" } },
  {
    value: "876",
    label: { en: "Partial final construction invoice", de: "Teilschlussrechnung (Bauleistung)" }
  },
  { value: "877", label: { en: "Final construction invoice", de: "Schlussrechnung (Bauleistung)" } }
];
var PAYMENT_GROUPS = explain(
  "Give only the payment details that fit the payment means: bank account for transfers, card data for card payments, mandate for direct debits.",
  "Geben Sie nur die zur Zahlungsart passenden Angaben an: Bankkonto bei \xDCberweisung, Kartendaten bei Kartenzahlung, Mandat bei Lastschrift."
);
var VAT_TOTAL = explain(
  "State the VAT total once per currency; your invoicing software computes it from the VAT breakdown.",
  "Geben Sie den Umsatzsteuer-Gesamtbetrag je W\xE4hrung genau einmal an; die Rechnungssoftware berechnet ihn aus der Aufschl\xFCsselung."
);
var PROCESS_ID = field("BT-23", {
  examples: ["urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"],
  pattern: "^urn:fdc:peppol\\.eu:2017:poacc:billing:\\d{2}:1\\.0$"
});
var SOFTWARE = (en, de) => explain(`${en} This is set by the invoicing software.`, `${de} Das legt die Rechnungssoftware fest.`);
var NATIONAL_RULE_TEXTS = {
  "BR-DE-1": {
    plain: plain(
      "XRechnung requires payment instructions (how the buyer should pay).",
      "XRechnung verlangt Zahlungsanweisungen (wie der K\xE4ufer zahlen soll)."
    ),
    action: choose("BT-81", PAYMENT_MEANS_OPTIONS)
  },
  "BR-DE-2": {
    plain: plain(
      "XRechnung requires a seller contact: a contact person or department, phone and e-mail.",
      "XRechnung verlangt Kontaktangaben des Verk\xE4ufers: Ansprechpartner oder Abteilung, Telefon und E-Mail."
    ),
    action: ask(FIELDS.sellerContactPoint, FIELDS.sellerPhone, FIELDS.sellerEmail)
  },
  "BR-DE-3": {
    plain: plain("XRechnung requires the seller\u2019s city.", "XRechnung verlangt den Ort des Verk\xE4ufers."),
    action: ask(FIELDS.sellerCity)
  },
  "BR-DE-4": {
    plain: plain(
      "XRechnung requires the seller\u2019s post code.",
      "XRechnung verlangt die Postleitzahl des Verk\xE4ufers."
    ),
    action: ask(FIELDS.sellerPostCode)
  },
  "BR-DE-5": {
    plain: plain(
      "XRechnung requires a seller contact person or department.",
      "XRechnung verlangt einen Ansprechpartner oder eine Abteilung des Verk\xE4ufers."
    ),
    action: ask(FIELDS.sellerContactPoint)
  },
  "BR-DE-6": {
    plain: plain(
      "XRechnung requires the seller contact\u2019s phone number.",
      "XRechnung verlangt die Telefonnummer des Ansprechpartners beim Verk\xE4ufer."
    ),
    action: ask(FIELDS.sellerPhone)
  },
  "BR-DE-7": {
    plain: plain(
      "XRechnung requires the seller contact\u2019s e-mail address.",
      "XRechnung verlangt die E-Mail-Adresse des Ansprechpartners beim Verk\xE4ufer."
    ),
    action: ask(FIELDS.sellerEmail)
  },
  "BR-DE-8": {
    plain: plain("XRechnung requires the buyer\u2019s city.", "XRechnung verlangt den Ort des K\xE4ufers."),
    action: ask(FIELDS.buyerCity)
  },
  "BR-DE-9": {
    plain: plain(
      "XRechnung requires the buyer\u2019s post code.",
      "XRechnung verlangt die Postleitzahl des K\xE4ufers."
    ),
    action: ask(FIELDS.buyerPostCode)
  },
  "BR-DE-10": {
    plain: plain(
      "A delivery address is given without a city.",
      "Eine Lieferanschrift ist ohne Ort angegeben."
    ),
    action: ask(field("BT-77", { examples: ["Hamburg"] }))
  },
  "BR-DE-11": {
    plain: plain(
      "A delivery address is given without a post code.",
      "Eine Lieferanschrift ist ohne Postleitzahl angegeben."
    ),
    action: ask(field("BT-78", { examples: ["20095"] }))
  },
  "BR-DE-14": {
    plain: plain(
      "XRechnung requires a VAT rate in every VAT breakdown, 0 where no VAT applies.",
      "XRechnung verlangt in jeder Umsatzsteueraufschl\xFCsselung einen Steuersatz, 0 wenn keine Steuer anf\xE4llt."
    ),
    action: ask(field("BT-119", { examples: ["19", "7", "0"], pattern: "^\\d+(\\.\\d+)?$" }))
  },
  "BR-DE-15": {
    plain: plain(
      "XRechnung requires the buyer reference \u2014 for public buyers the Leitweg-ID they gave you.",
      "XRechnung verlangt die K\xE4uferreferenz \u2013 bei \xF6ffentlichen Auftraggebern die mitgeteilte Leitweg-ID."
    ),
    action: ask(FIELDS.buyerReference)
  },
  "BR-DE-16": {
    plain: plain(
      "Taxable supplies are invoiced, so the seller\u2019s VAT ID or tax number (or a tax representative) is required.",
      "Es werden steuerbare Leistungen abgerechnet, daher sind USt-IdNr. oder Steuernummer des Verk\xE4ufers (oder ein Steuerbevollm\xE4chtigter) erforderlich."
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber)
  },
  "BR-DE-17": {
    plain: plain(
      "XRechnung accepts only certain invoice type codes.",
      "XRechnung erlaubt nur bestimmte Codes f\xFCr die Rechnungsart."
    ),
    action: choose("BT-3", XRECHNUNG_TYPES)
  },
  "BR-DE-18": {
    plain: plain(
      "Cash-discount terms in the payment terms must follow the XRechnung format, e.g. #SKONTO#TAGE=14#PROZENT=2.00#.",
      "Skontoangaben in den Zahlungsbedingungen m\xFCssen dem XRechnung-Format folgen, z. B. #SKONTO#TAGE=14#PROZENT=2.00#."
    ),
    action: explain(
      "Write each discount line as #SKONTO#TAGE=n#PROZENT=n.nn# in capitals, ending with a line break.",
      "Schreiben Sie jede Skontozeile als #SKONTO#TAGE=n#PROZENT=n.nn# in Gro\xDFbuchstaben mit abschlie\xDFendem Zeilenumbruch."
    )
  },
  "BR-DE-19": {
    plain: plain(
      "For SEPA credit transfer the account must be a valid IBAN.",
      "Bei SEPA-\xDCberweisung muss das Konto eine g\xFCltige IBAN sein."
    ),
    action: ask(FIELDS.iban)
  },
  "BR-DE-20": {
    plain: plain(
      "For SEPA direct debit the debited account must be a valid IBAN.",
      "Bei SEPA-Lastschrift muss das belastete Konto eine g\xFCltige IBAN sein."
    ),
    action: ask(
      field("BT-91", { examples: ["DE02120300000000202051"], pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$" })
    )
  },
  "BR-DE-21": {
    plain: plain(
      "The specification identifier does not match the XRechnung standard.",
      "Die Spezifikationskennung entspricht nicht dem Standard XRechnung."
    ),
    action: SOFTWARE(
      "Use urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0.",
      "Verwenden Sie urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0."
    )
  },
  "BR-DE-22": {
    plain: plain(
      "Two attached documents have the same file name.",
      "Zwei angeh\xE4ngte Dokumente haben denselben Dateinamen."
    ),
    action: explain(
      "Give every attachment a unique file name.",
      "Geben Sie jedem Anhang einen eindeutigen Dateinamen."
    )
  },
  "BR-DE-23-a": {
    plain: plain(
      "The payment means is a bank transfer, but no bank account is given.",
      "Als Zahlungsart ist \xDCberweisung angegeben, aber kein Bankkonto."
    ),
    action: ask(FIELDS.iban)
  },
  "BR-DE-23-b": {
    plain: plain(
      "A bank transfer invoice must not also carry card or direct debit details.",
      "Eine Rechnung mit \xDCberweisung darf keine Karten- oder Lastschriftangaben enthalten."
    ),
    action: PAYMENT_GROUPS
  },
  "BR-DE-24-a": {
    plain: plain(
      "The payment means is a card payment, but no card details are given.",
      "Als Zahlungsart ist Kartenzahlung angegeben, aber keine Kartendaten."
    ),
    action: ask(
      field("BT-87", {
        help: { en: "Only the last 4 to 6 digits.", de: "Nur die letzten 4 bis 6 Ziffern." }
      })
    )
  },
  "BR-DE-24-b": {
    plain: plain(
      "A card payment invoice must not also carry bank transfer or direct debit details.",
      "Eine Rechnung mit Kartenzahlung darf keine \xDCberweisungs- oder Lastschriftangaben enthalten."
    ),
    action: PAYMENT_GROUPS
  },
  "BR-DE-25-a": {
    plain: plain(
      "The payment means is a direct debit, but the mandate details are missing.",
      "Als Zahlungsart ist Lastschrift angegeben, aber die Mandatsangaben fehlen."
    ),
    action: ask(
      field("BT-89"),
      field("BT-90", { examples: ["DE98ZZZ09999999999"] }),
      field("BT-91", { pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$" })
    )
  },
  "BR-DE-25-b": {
    plain: plain(
      "A direct debit invoice must not also carry bank transfer or card details.",
      "Eine Rechnung mit Lastschrift darf keine \xDCberweisungs- oder Kartenangaben enthalten."
    ),
    action: PAYMENT_GROUPS
  },
  "BR-DE-26": {
    plain: plain(
      "A corrected invoice should name the invoice it corrects.",
      "Eine korrigierte Rechnung soll die Rechnung nennen, die sie korrigiert."
    ),
    action: ask(
      field("BT-25", { examples: ["RE-2024-0001"] }),
      field("BT-26", { pattern: "^\\d{4}-\\d{2}-\\d{2}$" })
    )
  },
  "BR-DE-27": {
    plain: plain(
      "The seller contact\u2019s phone number should contain at least three digits.",
      "Die Telefonnummer des Ansprechpartners soll mindestens drei Ziffern enthalten."
    ),
    action: ask(FIELDS.sellerPhone)
  },
  "BR-DE-28": {
    plain: plain(
      "The seller contact\u2019s e-mail address does not look like a valid e-mail address.",
      "Die E-Mail-Adresse des Ansprechpartners ist keine g\xFCltige E-Mail-Adresse."
    ),
    action: ask(FIELDS.sellerEmail)
  },
  "BR-DE-30": {
    plain: plain(
      "Direct debit details are given without the creditor identifier.",
      "Die Lastschriftangaben enthalten keine Gl\xE4ubiger-Identifikationsnummer."
    ),
    action: ask(field("BT-90", { examples: ["DE98ZZZ09999999999"] }))
  },
  "BR-DE-31": {
    plain: plain(
      "Direct debit details are given without the account to be debited.",
      "Die Lastschriftangaben nennen nicht das zu belastende Konto."
    ),
    action: ask(field("BT-91", { pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$" }))
  },
  "BR-DE-TMP-32": {
    plain: plain(
      "The invoice should state when the goods or services were supplied: a delivery date, an invoicing period, or a period on every line.",
      "Die Rechnung soll das Liefer-/Leistungsdatum angeben: Lieferdatum, Rechnungszeitraum oder einen Zeitraum je Position."
    ),
    action: ask(field("BT-72", { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }))
  },
  "PEPPOL-EN16931-R001": {
    plain: plain(
      "Peppol requires the business process identifier.",
      "Peppol verlangt die Kennung des Gesch\xE4ftsprozesses."
    ),
    action: ask(PROCESS_ID)
  },
  "PEPPOL-EN16931-R002": {
    plain: plain(
      "Peppol allows at most one note on document level.",
      "Peppol erlaubt h\xF6chstens einen Vermerk auf Dokumentenebene."
    ),
    action: explain("Merge the notes into one.", "Fassen Sie die Vermerke zu einem zusammen.")
  },
  "PEPPOL-EN16931-R003": {
    plain: plain(
      "Peppol requires a buyer reference or a purchase order reference.",
      "Peppol verlangt eine K\xE4uferreferenz oder eine Bestellreferenz."
    ),
    action: ask(FIELDS.buyerReference, FIELDS.purchaseOrder)
  },
  "PEPPOL-EN16931-R004": {
    plain: plain(
      "The specification identifier is not the Peppol BIS Billing 3.0 one.",
      "Die Spezifikationskennung ist nicht die von Peppol BIS Billing 3.0."
    ),
    action: SOFTWARE(
      "Use urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0.",
      "Verwenden Sie urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0."
    )
  },
  "PEPPOL-EN16931-R005": {
    plain: plain(
      "The VAT accounting currency must differ from the invoice currency when given.",
      "Die Umsatzsteuer-Abrechnungsw\xE4hrung muss sich von der Rechnungsw\xE4hrung unterscheiden, wenn sie angegeben ist."
    ),
    action: explain(
      "Remove the VAT accounting currency if it equals the invoice currency.",
      "Entfernen Sie die Abrechnungsw\xE4hrung, wenn sie der Rechnungsw\xE4hrung entspricht."
    )
  },
  "PEPPOL-EN16931-R006": {
    plain: plain(
      "Only one invoiced object identifier is allowed on document level.",
      "Auf Dokumentenebene ist nur eine Objektkennung erlaubt."
    ),
    action: explain("Keep one invoiced object reference.", "Behalten Sie eine Objektkennung.")
  },
  "PEPPOL-EN16931-R007": {
    plain: plain(
      "The business process identifier has the wrong format.",
      "Die Kennung des Gesch\xE4ftsprozesses hat das falsche Format."
    ),
    action: ask(PROCESS_ID)
  },
  "PEPPOL-EN16931-R008": {
    plain: plain(
      "The document contains empty elements, which Peppol does not allow.",
      "Das Dokument enth\xE4lt leere Elemente, die Peppol nicht erlaubt."
    ),
    action: SOFTWARE("Remove elements without content.", "Entfernen Sie Elemente ohne Inhalt.")
  },
  "PEPPOL-EN16931-R010": {
    plain: plain(
      "Peppol requires the buyer\u2019s electronic address.",
      "Peppol verlangt die elektronische Adresse des K\xE4ufers."
    ),
    action: ask(FIELDS.buyerEndpoint)
  },
  "PEPPOL-EN16931-R020": {
    plain: plain(
      "Peppol requires the seller\u2019s electronic address.",
      "Peppol verlangt die elektronische Adresse des Verk\xE4ufers."
    ),
    action: ask(FIELDS.sellerEndpoint)
  },
  "PEPPOL-EN16931-R040": {
    plain: plain(
      "An allowance or charge amount is not base amount \xD7 percentage \xF7 100.",
      "Ein Ab- oder Zuschlagsbetrag ist nicht Grundbetrag \xD7 Prozentsatz \xF7 100."
    ),
    action: explain(
      "Correct the amount, the base amount or the percentage so they agree.",
      "Korrigieren Sie Betrag, Grundbetrag oder Prozentsatz, sodass sie zusammenpassen."
    )
  },
  "PEPPOL-EN16931-R041": {
    plain: plain(
      "A percentage is given for an allowance or charge, but no base amount.",
      "F\xFCr einen Ab- oder Zuschlag ist ein Prozentsatz, aber kein Grundbetrag angegeben."
    ),
    action: explain(
      "Add the base amount the percentage applies to.",
      "Erg\xE4nzen Sie den Grundbetrag, auf den sich der Prozentsatz bezieht."
    )
  },
  "PEPPOL-EN16931-R042": {
    plain: plain(
      "A base amount is given for an allowance or charge, but no percentage.",
      "F\xFCr einen Ab- oder Zuschlag ist ein Grundbetrag, aber kein Prozentsatz angegeben."
    ),
    action: explain(
      "Add the percentage or remove the base amount.",
      "Erg\xE4nzen Sie den Prozentsatz oder entfernen Sie den Grundbetrag."
    )
  },
  "PEPPOL-EN16931-R043": {
    plain: plain(
      "The allowance/charge indicator must be exactly true or false.",
      "Der Ab-/Zuschlagsindikator muss genau true oder false sein."
    ),
    action: SOFTWARE(
      "Write true for charges and false for allowances.",
      "Schreiben Sie true f\xFCr Zuschl\xE4ge und false f\xFCr Abschl\xE4ge."
    )
  },
  "PEPPOL-EN16931-R043-1": {
    plain: plain(
      "The allowance/charge indicator must be exactly true or false.",
      "Der Ab-/Zuschlagsindikator muss genau true oder false sein."
    ),
    action: SOFTWARE(
      "Write true for charges and false for allowances.",
      "Schreiben Sie true f\xFCr Zuschl\xE4ge und false f\xFCr Abschl\xE4ge."
    )
  },
  "PEPPOL-EN16931-R043-2": {
    plain: plain(
      "The allowance/charge indicator must be exactly true or false.",
      "Der Ab-/Zuschlagsindikator muss genau true oder false sein."
    ),
    action: SOFTWARE(
      "Write true for charges and false for allowances.",
      "Schreiben Sie true f\xFCr Zuschl\xE4ge und false f\xFCr Abschl\xE4ge."
    )
  },
  "PEPPOL-EN16931-R044": {
    plain: plain(
      "A charge on the item price is not allowed; only a price discount.",
      "Ein Zuschlag auf den Artikelpreis ist nicht erlaubt, nur ein Preisnachlass."
    ),
    action: explain(
      "Put the charge on the invoice line instead of the price.",
      "Setzen Sie den Zuschlag auf die Rechnungsposition statt auf den Preis."
    )
  },
  "PEPPOL-EN16931-R046": {
    plain: plain(
      "The net price does not equal the gross price minus the price discount.",
      "Der Nettopreis ist nicht Bruttopreis minus Preisnachlass."
    ),
    action: explain(
      "Correct the net price, gross price or discount so that net = gross \u2212 discount.",
      "Korrigieren Sie Netto-, Bruttopreis oder Nachlass, sodass netto = brutto \u2212 Nachlass."
    )
  },
  "PEPPOL-EN16931-R051": {
    plain: plain(
      "All amounts must be in the invoice currency (except the VAT total in accounting currency).",
      "Alle Betr\xE4ge m\xFCssen in der Rechnungsw\xE4hrung angegeben sein (au\xDFer der Umsatzsteuer in Abrechnungsw\xE4hrung)."
    ),
    action: SOFTWARE(
      "Use the invoice currency code on every amount.",
      "Verwenden Sie bei allen Betr\xE4gen den Code der Rechnungsw\xE4hrung."
    )
  },
  "PEPPOL-EN16931-R053": {
    plain: plain(
      "There must be exactly one VAT total in the invoice currency.",
      "Es muss genau einen Umsatzsteuer-Gesamtbetrag in Rechnungsw\xE4hrung geben."
    ),
    action: VAT_TOTAL
  },
  "PEPPOL-EN16931-R054": {
    plain: plain(
      "With a VAT accounting currency there must be exactly one VAT total in that currency.",
      "Bei einer Abrechnungsw\xE4hrung muss es genau einen Umsatzsteuer-Gesamtbetrag in dieser W\xE4hrung geben."
    ),
    action: VAT_TOTAL
  },
  "PEPPOL-EN16931-R055": {
    plain: plain(
      "The VAT totals in invoice and accounting currency must have the same sign.",
      "Die Umsatzsteuer-Gesamtbetr\xE4ge in Rechnungs- und Abrechnungsw\xE4hrung m\xFCssen dasselbe Vorzeichen haben."
    ),
    action: VAT_TOTAL
  },
  "PEPPOL-EN16931-R061": {
    plain: plain(
      "A direct debit needs the mandate reference.",
      "Eine Lastschrift braucht die Mandatsreferenz."
    ),
    action: ask(field("BT-89", { examples: ["MANDAT-2024-001"] }))
  },
  "PEPPOL-EN16931-R080": {
    plain: plain("Only one project reference is allowed.", "Nur eine Projektreferenz ist erlaubt."),
    action: explain("Keep one project reference.", "Behalten Sie eine Projektreferenz.")
  },
  "PEPPOL-EN16931-CL008": {
    plain: plain(
      "An electronic address uses a scheme that is not in the Peppol EAS list.",
      "Eine elektronische Adresse verwendet ein Schema, das nicht in der Peppol-EAS-Liste steht."
    ),
    action: ask(FIELDS.sellerEndpoint, FIELDS.buyerEndpoint)
  },
  "PEPPOL-COMMON-R049": {
    plain: plain(
      "A Swedish organisation number is not in the correct format (10 digits).",
      "Eine schwedische Organisationsnummer hat nicht das richtige Format (10 Ziffern)."
    ),
    action: explain(
      "Check the Swedish organisation number (scheme 0007).",
      "Pr\xFCfen Sie die schwedische Organisationsnummer (Schema 0007)."
    )
  },
  "SE-R-013": {
    plain: plain(
      "The check digit of a Swedish organisation number is wrong.",
      "Die Pr\xFCfziffer einer schwedischen Organisationsnummer ist falsch."
    ),
    action: explain(
      "Check the Swedish organisation number for typing errors.",
      "Pr\xFCfen Sie die schwedische Organisationsnummer auf Tippfehler."
    )
  },
  "DK-R-002": {
    plain: plain(
      "Danish sellers must give their legal registration number (CVR).",
      "D\xE4nische Verk\xE4ufer m\xFCssen ihre Registernummer (CVR) angeben."
    ),
    action: ask(FIELDS.sellerLegalId)
  }
};

// engine/src/findings/ruleTexts.ts
var TEXTS = { ...EN16931_RULE_TEXTS, ...NATIONAL_RULE_TEXTS };
function ruleText(ruleId) {
  return Object.hasOwn(TEXTS, ruleId) ? TEXTS[ruleId] : void 0;
}

// engine/src/findings/termsOfRule.ts
var TERM = /\b(B[TG]-(?:DEX-)?\d+)(?:-\d+)?\b/g;
function termsOfRule(message) {
  return [...new Set(Array.from(message.matchAll(TERM), (m) => m[1]))];
}

// engine/src/findings/buildFindings.ts
var SEVERITY = { error: "error", warning: "warning", information: "info" };
var LINE_ARITHMETIC_ORACLE = "service-line-arithmetic";
function xsdFindings(oracle, result) {
  return result.errors.map((e2) => ({
    ruleId: "XSD",
    severity: "error",
    oracle,
    bt: [],
    xpath: null,
    message: { en: e2.message, de: null },
    plain: ruleText("XSD")?.plain ?? null,
    action: ruleText("XSD")?.action ?? null,
    line: e2.line
  }));
}
function schematronFindings(oracle, scenario, run, doc) {
  if (!run.ok) return [];
  return run.items.map((item) => {
    const severity = SEVERITY[levelOf(scenario, item.id, item.flag)];
    const text = ruleText(item.id);
    return {
      ruleId: item.id,
      severity,
      oracle,
      bt: termsOfRule(item.text),
      xpath: item.location || null,
      message: { en: item.text, de: text ? `[${item.id}] ${text.plain.de}` : null },
      plain: text?.plain ?? null,
      action: severity === "error" ? text?.action ?? null : null,
      line: resolveLine(doc, item.location)
    };
  });
}
function lineArithmeticFindings(warnings, doc) {
  return warnings.map((w) => ({
    ruleId: w.rule,
    severity: "warning",
    oracle: LINE_ARITHMETIC_ORACLE,
    bt: w.bts,
    xpath: w.xpath,
    message: w.message,
    plain: null,
    action: null,
    line: resolveLine(doc, w.xpath)
  }));
}

// engine/src/findings/collectActions.ts
function collectActions(findings) {
  const byRule = /* @__PURE__ */ new Map();
  for (const f of findings) {
    if (!f.action) continue;
    const seen = byRule.get(f.ruleId);
    if (seen) seen.count += 1;
    else byRule.set(f.ruleId, { ruleId: f.ruleId, bt: f.bt, count: 1, action: f.action });
  }
  return [...byRule.values()];
}

// engine/src/input/decodeBase64.ts
var ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
var PAD = 61;
var CR = 13;
var LF = 10;
function sextets() {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
}
function invalid(offset, message) {
  return fail("INVALID_BASE64", message, { offset });
}
function decodeBase64(text, maxBytes) {
  const table = sextets();
  let count = 0;
  let padding = 0;
  let lastData = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === CR || c === LF) continue;
    if (c === PAD) {
      if (count % 4 < 2) invalid(i, "'=' padding in the wrong place");
      padding++;
    } else {
      if (c >= 128 || table[c] === -1) invalid(i, `character ${JSON.stringify(text[i])} is not base64`);
      if (padding > 0) invalid(i, "data after '=' padding");
      lastData = i;
    }
    count++;
  }
  if (count % 4 !== 0) invalid(text.length, "base64 length is not a multiple of 4 (missing padding?)");
  if (padding > 0) {
    const bits = table[text.charCodeAt(lastData)] ?? 0;
    if (padding === 1 && (bits & 3) !== 0 || padding === 2 && (bits & 15) !== 0) {
      invalid(lastData, "non-zero pad bits: not a canonical base64 encoding");
    }
  }
  const size = count / 4 * 3 - padding;
  if (size > maxBytes)
    fail("XML_TOO_LARGE", `document is ${size} bytes; the limit is ${maxBytes}`, { limit: maxBytes, size });
  const bytes = new Uint8Array(size);
  let acc = 0;
  let held = 0;
  let out = 0;
  for (let i = 0; i < text.length && out < size; i++) {
    const c = text.charCodeAt(i);
    if (c === CR || c === LF || c === PAD) continue;
    acc = (acc << 6 | (table[c] ?? 0)) & 16777215;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[out++] = acc >> held & 255;
    }
  }
  return bytes;
}

// engine/src/input/encodingConflict.ts
function failEncodingConflict(message, details) {
  return fail("XML_ENCODING_CONFLICT", message, details);
}

// engine/src/input/decodeBytes.ts
var WINDOWS_1252 = {
  start: 128,
  chars: "\u20AC\uFFFD\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\uFFFD\u017D\uFFFD\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\uFFFD\u017E\u0178"
};
var ISO_8859_15 = { start: 160, chars: "\xA0\xA1\xA2\xA3\u20AC\xA5\u0160\xA7\u0161\xA9\xAA\xAB\xAC\xAD\xAE\xAF\xB0\xB1\xB2\xB3\u017D\xB5\xB6\xB7\u017E\xB9\xBA\xBB\u0152\u0153\u0178\xBF" };
function firstInvalidUtf8(b, from) {
  let i = from;
  while (i < b.length) {
    const c = b[i] ?? 0;
    if (c < 128) {
      i++;
      continue;
    }
    let need;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) need = 1;
    else if (c >= 224 && c <= 239) {
      need = 2;
      if (c === 224) lo = 160;
      if (c === 237) hi = 159;
    } else if (c >= 240 && c <= 244) {
      need = 3;
      if (c === 240) lo = 144;
      if (c === 244) hi = 143;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const t = b[i + k];
      if (t === void 0 || t < (k === 1 ? lo : 128) || t > (k === 1 ? hi : 191)) return i;
    }
    i += need + 1;
  }
  return -1;
}
function firstInvalidUtf16(b, from, bigEndian) {
  const unit = (i2) => bigEndian ? (b[i2] ?? 0) * 256 + (b[i2 + 1] ?? 0) : (b[i2 + 1] ?? 0) * 256 + (b[i2] ?? 0);
  let i = from;
  for (; i + 1 < b.length; i += 2) {
    const u = unit(i);
    if (u >= 56320 && u <= 57343) return i;
    if (u >= 55296 && u <= 56319) {
      const next = i + 3 < b.length ? unit(i + 2) : -1;
      if (next < 56320 || next > 57343) return i;
      i += 2;
    }
  }
  return i < b.length ? i : -1;
}
function singleByte(b, overrides = { start: 0, chars: "" }) {
  const map = Uint16Array.from(
    { length: 256 },
    (_, i) => overrides.chars.charCodeAt(i - overrides.start) || i
  );
  const chunks = [];
  for (let i = 0; i < b.length; i += 8192) {
    const units = new Uint16Array(Math.min(8192, b.length - i));
    for (let k = 0; k < units.length; k++) units[k] = map[b[i + k] ?? 0] ?? 0;
    chunks.push(String.fromCharCode(...units));
  }
  return chunks.join("");
}
function firstByte(b, from, bad) {
  for (let i = from; i < b.length; i++) if (bad(b[i] ?? 0)) return i;
  return -1;
}
function decodeBytes(bytes, detected) {
  const { encoding, bomLength: from } = detected;
  const body = bytes.subarray(from);
  const refuse = (bad) => {
    const hex = (bytes[bad] ?? 0).toString(16).padStart(2, "0");
    return failEncodingConflict(`byte 0x${hex} at offset ${bad} is not valid ${encoding}`, {
      class: "invalid-bytes",
      offset: bad,
      declared: detected.declared,
      bom: detected.bom
    });
  };
  switch (encoding) {
    case "UTF-8":
    case "UTF-16LE":
    case "UTF-16BE":
      try {
        return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(body);
      } catch (e2) {
        const bad = encoding === "UTF-8" ? firstInvalidUtf8(bytes, from) : firstInvalidUtf16(bytes, from, encoding === "UTF-16BE");
        if (!(e2 instanceof TypeError) || bad < 0) throw e2;
        return refuse(bad);
      }
    case "US-ASCII": {
      const bad = firstByte(bytes, from, (x) => x > 127);
      return bad >= 0 ? refuse(bad) : singleByte(body);
    }
    case "windows-1252": {
      const bad = firstByte(bytes, from, (x) => WINDOWS_1252.chars[x - WINDOWS_1252.start] === "\uFFFD");
      return bad >= 0 ? refuse(bad) : singleByte(body, WINDOWS_1252);
    }
    case "ISO-8859-1":
      return singleByte(body);
    case "ISO-8859-15":
      return singleByte(body, ISO_8859_15);
  }
}

// engine/src/input/documentEncoding.ts
var ALIASES = {
  "UTF-8": "UTF-8",
  "UTF-16": "UTF-16",
  "UTF-16LE": "UTF-16LE",
  "UTF-16BE": "UTF-16BE",
  "ISO-8859-1": "ISO-8859-1",
  "ISO_8859-1": "ISO-8859-1",
  "ISO_8859-1:1987": "ISO-8859-1",
  "ISO-IR-100": "ISO-8859-1",
  LATIN1: "ISO-8859-1",
  L1: "ISO-8859-1",
  IBM819: "ISO-8859-1",
  CP819: "ISO-8859-1",
  CSISOLATIN1: "ISO-8859-1",
  "ISO-8859-15": "ISO-8859-15",
  "ISO_8859-15": "ISO-8859-15",
  "LATIN-9": "ISO-8859-15",
  CSISO885915: "ISO-8859-15",
  "US-ASCII": "US-ASCII",
  ASCII: "US-ASCII",
  "ANSI_X3.4-1968": "US-ASCII",
  "ANSI_X3.4-1986": "US-ASCII",
  "ISO-IR-6": "US-ASCII",
  "ISO_646.IRV:1991": "US-ASCII",
  "ISO646-US": "US-ASCII",
  US: "US-ASCII",
  IBM367: "US-ASCII",
  CP367: "US-ASCII",
  CSASCII: "US-ASCII",
  "WINDOWS-1252": "windows-1252",
  CSWINDOWS1252: "windows-1252",
  CP1252: "windows-1252"
  // not IANA, but Java (the official validators' platform) reads it
};
function documentEncoding(declared) {
  const key = declared.toUpperCase();
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] ?? null : null;
}

// engine/src/input/detectEncoding.ts
function sniff(b) {
  const [b0, b1, b2, b3] = [b[0], b[1], b[2], b[3]];
  const bom = (name, bomLength, width, order = "BE") => ({
    bom: name,
    bomLength,
    width,
    order
  });
  const none = (width, order = "BE") => ({
    bom: null,
    bomLength: 0,
    width,
    order
  });
  if (b0 === 239 && b1 === 187 && b2 === 191) return bom("UTF-8", 3, 8);
  if (b0 === 0 && b1 === 0 && b2 === 254 && b3 === 255) return bom("UTF-32BE", 4, null);
  if (b0 === 255 && b1 === 254 && b2 === 0 && b3 === 0) return bom("UTF-32LE", 4, null, "LE");
  if (b0 === 254 && b1 === 255) return bom("UTF-16BE", 2, 16);
  if (b0 === 255 && b1 === 254) return bom("UTF-16LE", 2, 16, "LE");
  const zeros = [b0, b1, b2, b3].map((x) => x === 0);
  if (b.length >= 4 && zeros.filter(Boolean).length === 3) return none(null);
  if (b0 === 76 && b1 === 111 && b2 === 167 && b3 === 148) return none(null);
  if (b.length >= 2 && zeros[0] !== zeros[1]) return none(16, zeros[0] ? "BE" : "LE");
  return none(8);
}
var DECLARATION = /^<\?xml[\x20\t\r\n]+version[\x20\t\r\n]*=[\x20\t\r\n]*(?:"[^"]*"|'[^']*')[\x20\t\r\n]+encoding[\x20\t\r\n]*=[\x20\t\r\n]*(["'])([^"'<>]*)\1/;
function readDeclaration(b, s, unit) {
  let prefix = "";
  for (let i = s.bomLength; i + unit <= b.length && prefix.length < 256; i += unit) {
    const [hi, lo] = unit === 1 ? [0, b[i] ?? 0] : s.order === "BE" ? [b[i] ?? 0, b[i + 1] ?? 0] : [b[i + 1] ?? 0, b[i] ?? 0];
    const code = hi * 256 + lo;
    if (code > 127) break;
    prefix += String.fromCharCode(code);
  }
  const m = DECLARATION.exec(prefix);
  if (!m || m[2] === void 0) return null;
  const name = m[2];
  return { name, offset: s.bomLength + (m[0].length - name.length - 1) * unit };
}
function detectEncoding(bytes) {
  const s = sniff(bytes);
  const declaration = s.width === null ? null : readDeclaration(bytes, s, s.width === 8 ? 1 : 2);
  const declared = declaration?.name ?? null;
  function conflict(cls, message, offset = declaration?.offset ?? 0) {
    return failEncodingConflict(message, { class: cls, offset, declared, bom: s.bom });
  }
  if (s.width === null)
    return conflict("unsupported-encoding", "UTF-32, UCS-4 and EBCDIC documents are not supported", 0);
  const named = declared === null ? null : documentEncoding(declared);
  if (declared !== null && named === null)
    conflict("unsupported-encoding", `encoding "${declared}" is not supported`);
  const own = s.width === 16 ? `UTF-16${s.order}` : "UTF-8";
  const agrees = named === null || named === own || (named === "UTF-16" ? s.width === 16 : !named.startsWith("UTF-16") && s.width === 8 && s.bom === null);
  if (s.bom !== null) {
    if (!agrees)
      conflict("bom-declaration-mismatch", `byte-order mark ${s.bom} contradicts encoding="${declared}"`);
    return { encoding: own, bom: s.bom, bomLength: s.bomLength, declared };
  }
  if (s.width === 16 && named === null) {
    conflict(
      "utf16-without-bom-or-declaration",
      "UTF-16 bytes need a byte-order mark or an encoding declaration",
      0
    );
  }
  if (!agrees) conflict("declaration-mismatch", `the document's bytes are not ${declared}`);
  return { encoding: named === null || named === "UTF-16" ? own : named, bom: null, bomLength: 0, declared };
}

// engine/src/input/inputLimits.ts
var DEFAULT_INPUT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxDepth: 200 };

// engine/src/xml/positionAt.ts
function positionAt(text, index) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 && text.charCodeAt(i + 1) !== 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

// engine/src/xml/refuseDeclaration.ts
function refuseDeclaration(text, token) {
  if (token.kind !== "declaration") return;
  const declaration = text.slice(token.start + 2, token.end).toUpperCase();
  if (declaration === "DOCTYPE" || declaration === "ENTITY") {
    fail("XML_DOCTYPE_REFUSED", `${declaration} declarations are refused`, {
      declaration,
      ...positionAt(text, token.start)
    });
  }
}

// engine/src/xml/scanMarkup.ts
function closedBy(text, start, open, close) {
  const at = text.indexOf(close, start + open);
  return at < 0 ? -1 : at + close.length;
}
function* scanMarkup(text) {
  const TAG = /<(?:[^"'>]|"[^"]*"|'[^']*')*>/y;
  const DECLARATION_NAME = /<![A-Za-z]+/y;
  let pos = 0;
  while (pos < text.length) {
    const start = pos;
    if (text.charCodeAt(pos) !== 60) {
      const next = text.indexOf("<", pos);
      pos = next < 0 ? text.length : next;
      yield { kind: "text", start, end: pos };
      continue;
    }
    let kind;
    let end;
    if (text.startsWith("<!--", pos)) [kind, end] = ["comment", closedBy(text, pos, 4, "-->")];
    else if (text.startsWith("<![CDATA[", pos)) [kind, end] = ["cdata", closedBy(text, pos, 9, "]]>")];
    else if (text.startsWith("<?", pos)) [kind, end] = ["pi", closedBy(text, pos, 2, "?>")];
    else if (text.startsWith("<!", pos)) {
      DECLARATION_NAME.lastIndex = pos;
      [kind, end] = ["declaration", DECLARATION_NAME.test(text) ? DECLARATION_NAME.lastIndex : pos + 2];
    } else {
      TAG.lastIndex = pos;
      end = TAG.test(text) ? TAG.lastIndex : -1;
      kind = text.charCodeAt(pos + 1) === 47 ? "end-tag" : text.charCodeAt(end - 2) === 47 ? "empty-tag" : "start-tag";
    }
    if (end < 0) [kind, end] = ["unterminated", text.length];
    pos = end;
    yield { kind, start, end };
  }
}

// engine/src/input/refuseDoctype.ts
function refuseDoctype(text) {
  for (const token of scanMarkup(text)) refuseDeclaration(text, token);
}

// engine/src/input/decodeInput.ts
var UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function tooLarge(size, limit) {
  return fail("XML_TOO_LARGE", `document is ${size} bytes; the limit is ${limit}`, { limit, size });
}
function fromText(xml2, maxBytes) {
  if (xml2.length > maxBytes) tooLarge(new TextEncoder().encode(xml2).length, maxBytes);
  const lone = UNPAIRED_SURROGATE.exec(xml2);
  if (lone) {
    failEncodingConflict("xml holds an unpaired UTF-16 surrogate", {
      class: "unpaired-surrogate",
      offset: lone.index,
      declared: null,
      bom: null
    });
  }
  const bytes = new TextEncoder().encode(xml2);
  if (bytes.length > maxBytes) tooLarge(bytes.length, maxBytes);
  const bom = xml2.charCodeAt(0) === 65279;
  return { text: bom ? xml2.slice(1) : xml2, bytes, encoding: "UTF-8", bom: bom ? "UTF-8" : null };
}
function fromBase64(xmlBase64, maxBytes) {
  const bytes = decodeBase64(xmlBase64, maxBytes);
  const detected = detectEncoding(bytes);
  return { text: decodeBytes(bytes, detected), bytes, encoding: detected.encoding, bom: detected.bom };
}
function decodeInput(input, limits = {}) {
  const maxBytes = limits.maxBytes ?? DEFAULT_INPUT_LIMITS.maxBytes;
  const { xml: xml2, xmlBase64 } = input;
  const hasXml = xml2 !== void 0 && xml2 !== null;
  const hasBase64 = xmlBase64 !== void 0 && xmlBase64 !== null;
  if (hasXml && hasBase64) {
    fail("MISSING_XML", "send exactly one of xml and xmlBase64, not both", { fields: ["xml", "xmlBase64"] });
  }
  if (!hasXml && !hasBase64)
    fail("MISSING_XML", "send the invoice in xml or xmlBase64", { fields: ["xml", "xmlBase64"] });
  const field2 = hasXml ? "xml" : "xmlBase64";
  const value = hasXml ? xml2 : xmlBase64;
  if (typeof value !== "string") {
    fail(hasXml ? "INVALID_XML" : "INVALID_BASE64", `${field2} must be a string`, {
      field: field2,
      type: typeof value
    });
  }
  if (value === "") fail("MISSING_XML", `${field2} is empty`, { fields: [field2] });
  const decoded = hasXml ? fromText(value, maxBytes) : fromBase64(value, maxBytes);
  refuseDoctype(decoded.text);
  return decoded;
}

// engine/src/decimal/Decimal.ts
var LEXICAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
var XML_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;
function pow10(n) {
  return 10n ** BigInt(n);
}
function divRound(n, d, mode) {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = 2n * (r < 0n ? -r : r);
  const negative = n < 0n;
  const away = negative ? q - 1n : q + 1n;
  if (twice > d) return away;
  if (twice < d) return q;
  if (mode === "half-up") return away;
  if (mode === "half-ceiling") return negative ? q : away;
  return q % 2n === 0n ? q : away;
}
var Decimal = class _Decimal {
  /** The integer coefficient. */
  units;
  /** Number of fraction digits the coefficient carries (never negative). */
  scale;
  constructor(units, scale) {
    this.units = units;
    this.scale = scale;
  }
  /** Zero. */
  static ZERO = new _Decimal(0n, 0);
  /** One. */
  static ONE = new _Decimal(1n, 0);
  /** Parses an xs:decimal lexical value (surrounding XML whitespace allowed); undefined when not one. */
  static parse(text) {
    const m = LEXICAL.exec(text.replace(XML_SPACE, ""));
    if (!m) return void 0;
    const [, sign = "", int2 = "", frac = ""] = m;
    if (int2 === "" && frac === "") return void 0;
    const units = BigInt(`${int2}${frac}` || "0");
    return new _Decimal(sign === "-" ? -units : units, frac.length);
  }
  /** An integer value. */
  static of(n) {
    if (typeof n === "number" && !Number.isSafeInteger(n))
      fail("INTERNAL", `Decimal.of needs an integer: ${n}`);
    return new _Decimal(BigInt(n), 0);
  }
  atScale(scale) {
    return this.units * pow10(scale - this.scale);
  }
  /** this + other, exact. */
  add(other) {
    const scale = Math.max(this.scale, other.scale);
    return new _Decimal(this.atScale(scale) + other.atScale(scale), scale);
  }
  /** this − other, exact. */
  sub(other) {
    const scale = Math.max(this.scale, other.scale);
    return new _Decimal(this.atScale(scale) - other.atScale(scale), scale);
  }
  /** this × other, exact. */
  mul(other) {
    return new _Decimal(this.units * other.units, this.scale + other.scale);
  }
  /** this ÷ other, rounded to `scale` fraction digits by `mode`; dividing by zero is a caller bug. */
  div(other, scale, mode = "half-even") {
    if (other.units === 0n) fail("INTERNAL", "Decimal division by zero");
    const shift = scale + other.scale - this.scale;
    let n = shift >= 0 ? this.units * pow10(shift) : this.units;
    let d = shift >= 0 ? other.units : other.units * pow10(-shift);
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    return new _Decimal(divRound(n, d, mode), scale);
  }
  /** −this. */
  neg() {
    return new _Decimal(-this.units, this.scale);
  }
  /** |this|. */
  abs() {
    return this.units < 0n ? this.neg() : this;
  }
  /** Rounds to `scale` fraction digits (a scale at or above the current one keeps the value). */
  round(scale, mode = "half-up") {
    if (scale >= this.scale) return this;
    return new _Decimal(divRound(this.units, pow10(this.scale - scale), mode), scale);
  }
  /** −1, 0 or 1 as this is less than, equal to or greater than other (by value, whatever the scales). */
  compare(other) {
    const scale = Math.max(this.scale, other.scale);
    const a = this.atScale(scale);
    const b = other.atScale(scale);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  /** Equality by value: 1.50 equals 1.5. */
  equals(other) {
    return this.compare(other) === 0;
  }
  /** −1, 0 or 1 by the sign of the value. */
  sign() {
    return this.units < 0n ? -1 : this.units > 0n ? 1 : 0;
  }
  /** Fixed-point text with exactly `scale` fraction digits, rounding by `mode` when digits are dropped. */
  toFixed(scale, mode = "half-up") {
    const r = this.round(scale, mode);
    const units = r.atScale(scale);
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
    const int2 = digits.slice(0, digits.length - scale);
    const body = scale > 0 ? `${int2}.${digits.slice(digits.length - scale)}` : int2;
    return units < 0n ? `-${body}` : body;
  }
  /** Canonical xs:decimal text as XPath casts it to string: no trailing fraction zeros, no '.' for integers. */
  toString() {
    let units = this.units;
    let scale = this.scale;
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n;
      scale -= 1;
    }
    return new _Decimal(units, scale).toFixed(scale);
  }
};

// engine/src/oracles/lineArithmetic/positionalXPath.ts
var PREFIXES = {
  "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2": "ubl",
  "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2": "cn",
  "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2": "cac",
  "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2": "cbc",
  "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2": "ext",
  "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100": "rsm",
  "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100": "ram",
  "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100": "udt",
  "urn:un:unece:uncefact:data:standard:QualifiedDataType:100": "qdt"
};
function isSameName(a, b) {
  return a.nodeType === 1 && a.namespaceURI === b.namespaceURI && a.localName === b.localName;
}
function step(el) {
  const ns = el.namespaceURI ?? "";
  const prefix = PREFIXES[ns];
  const name = prefix ? `${prefix}:${el.localName}` : `Q{${ns}}${el.localName}`;
  let index = 1;
  for (let sib = el.previousSibling; sib; sib = sib.previousSibling) if (isSameName(sib, el)) index += 1;
  return `${name}[${index}]`;
}
function positionalXPath(el) {
  const steps = [];
  for (let node = el; node && node.nodeType === 1; node = node.parentNode) {
    steps.unshift(step(node));
  }
  return `/${steps.join("/")}`;
}

// engine/src/oracles/lineArithmetic/readLines.ts
var CAC = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2";
var CBC = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2";
var UBL_INVOICE = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
var RAM = "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100";
var RSM = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";
var UDT = "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100";
function children2(parent, ns, local) {
  const out = [];
  if (!parent) return out;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && n.namespaceURI === ns && n.localName === local)
      out.push(n);
  }
  return out;
}
function child(parent, ns, local) {
  return children2(parent, ns, local)[0] ?? null;
}
function path(parent, ns, ...locals) {
  let el = parent;
  for (const local of locals) el = child(el, ns, local);
  return el;
}
function indicatorIs(el, value) {
  return (el?.textContent ?? "").replace(/[ \t\r\n]+/g, " ").trim() === value;
}
function textOf(el) {
  const t = el?.textContent?.trim();
  return t ? t : null;
}
function ublLine(line, isInvoice) {
  const price = child(line, CAC, "Price");
  const lineCharges = children2(line, CAC, "AllowanceCharge");
  const amountsWhere = (flag) => lineCharges.filter((ac) => indicatorIs(child(ac, CBC, "ChargeIndicator"), flag)).flatMap((ac) => children2(ac, CBC, "Amount"));
  return {
    line,
    id: textOf(child(line, CBC, "ID")),
    netAmount: child(line, CBC, "LineExtensionAmount"),
    // PEPPOL-EN16931-R120 picks the quantity by the document type, not by the line element's name.
    quantity: child(line, CBC, isInvoice ? "InvoicedQuantity" : "CreditedQuantity"),
    netPrice: child(price, CBC, "PriceAmount"),
    baseQuantities: children2(price, CBC, "BaseQuantity").slice(0, 1),
    charges: amountsWhere("true"),
    allowances: amountsWhere("false"),
    grossPrices: children2(price, CAC, "AllowanceCharge").flatMap((ac) => {
      const gross = child(ac, CBC, "BaseAmount");
      return gross ? [{ gross, discount: child(ac, CBC, "Amount"), discountRequired: true }] : [];
    })
  };
}
function ciiLine(line) {
  const agreement = child(line, RAM, "SpecifiedLineTradeAgreement");
  const settlement = child(line, RAM, "SpecifiedLineTradeSettlement");
  const net = child(agreement, RAM, "NetPriceProductTradePrice");
  const grossPrice = child(agreement, RAM, "GrossPriceProductTradePrice");
  const lineCharges = children2(settlement, RAM, "SpecifiedTradeAllowanceCharge");
  const amountsWhere = (flag) => lineCharges.filter((ac) => indicatorIs(child(child(ac, RAM, "ChargeIndicator"), UDT, "Indicator"), flag)).flatMap((ac) => children2(ac, RAM, "ActualAmount"));
  const gross = child(grossPrice, RAM, "ChargeAmount");
  return {
    line,
    id: textOf(path(line, RAM, "AssociatedDocumentLineDocument", "LineID")),
    netAmount: path(settlement, RAM, "SpecifiedTradeSettlementLineMonetarySummation", "LineTotalAmount"),
    quantity: path(line, RAM, "SpecifiedLineTradeDelivery", "BilledQuantity"),
    netPrice: child(net, RAM, "ChargeAmount"),
    // Peppol BIS 3.0.20 (as merged into XRechnung) falls back to the gross price's base quantity.
    baseQuantities: [child(net, RAM, "BasisQuantity"), child(grossPrice, RAM, "BasisQuantity")].filter(
      (el) => el !== null
    ),
    charges: amountsWhere("true"),
    allowances: amountsWhere("false"),
    grossPrices: gross ? [
      {
        gross,
        discount: path(grossPrice, RAM, "AppliedTradeAllowanceCharge", "ActualAmount"),
        discountRequired: false
      }
    ] : []
  };
}
function readLines(doc, syntax) {
  const root = doc.documentElement;
  if (!root) return { currency: null, lines: [] };
  if (syntax === "CII") {
    return {
      currency: textOf(
        path(
          child(root, RSM, "SupplyChainTradeTransaction"),
          RAM,
          "ApplicableHeaderTradeSettlement",
          "InvoiceCurrencyCode"
        )
      ),
      lines: Array.from(root.getElementsByTagNameNS(RAM, "IncludedSupplyChainTradeLineItem")).map(ciiLine)
    };
  }
  const isInvoice = root.namespaceURI === UBL_INVOICE && root.localName === "Invoice";
  return {
    currency: textOf(child(root, CBC, "DocumentCurrencyCode")),
    lines: Array.from(root.getElementsByTagNameNS(CAC, "*")).filter((el) => el.localName === "InvoiceLine" || el.localName === "CreditNoteLine").map((el) => ublLine(el, isInvoice))
  };
}

// engine/src/oracles/lineArithmetic/checkLineArithmetic.ts
function slackFor(currency) {
  return Decimal.parse(currency === "HUF" ? "0.5" : "0.02") ?? Decimal.ZERO;
}
var DIVIDE_SCALE = 18;
function read(el, absent) {
  return el ? Decimal.parse(el.textContent ?? "") : absent;
}
function centsSum(els) {
  let sum2 = Decimal.ZERO;
  for (const el of els) {
    const v = read(el, Decimal.ZERO);
    if (!v) return void 0;
    sum2 = sum2.add(v);
  }
  return sum2.round(2, "half-ceiling");
}
function baseQuantity(els) {
  for (const el of els) {
    const v = read(el, Decimal.ZERO);
    if (!v) return void 0;
    if (v.sign() !== 0) return v;
  }
  return Decimal.ONE;
}
function show(v) {
  const canonical2 = v.toString();
  const point = canonical2.indexOf(".");
  return v.toFixed(Math.max(2, point < 0 ? 0 : canonical2.length - point - 1));
}
function stated(el, v) {
  return el ? { en: `is ${show(v)}`, de: `ist ${show(v)}` } : { en: "is missing", de: "fehlt" };
}
function netAmountWarning(f, position, slack) {
  const actual = read(f.netAmount, Decimal.ZERO);
  const quantity = read(f.quantity, Decimal.ONE);
  const price = read(f.netPrice, Decimal.ZERO);
  const base = baseQuantity(f.baseQuantities);
  const charges = centsSum(f.charges);
  const allowances = centsSum(f.allowances);
  if (!(actual && quantity && price && base && charges && allowances)) return null;
  const scale = Math.max(DIVIDE_SCALE, price.scale, base.scale);
  const exact = quantity.mul(price.div(base, scale)).add(charges).sub(allowances);
  if (actual.sub(exact).abs().compare(slack) <= 0) return null;
  const expected = exact.round(2, "half-up");
  const bts = ["BT-131", "BT-129", "BT-146"];
  if (f.baseQuantities.length > 0) bts.push("BT-149");
  if (f.allowances.length > 0) bts.push("BT-136");
  if (f.charges.length > 0) bts.push("BT-141");
  const [e2, d] = [show(expected), show(actual.sub(expected))];
  const is = stated(f.netAmount, actual);
  return {
    rule: "EN16931-CALC-131",
    officialRule: "PEPPOL-EN16931-R120",
    term: "BT-131",
    bts,
    line: { position, id: f.id },
    expected: e2,
    actual: show(actual),
    difference: d,
    xpath: positionalXPath(f.netAmount ?? f.line),
    message: {
      en: `Line ${position}: the line net amount (BT-131) ${is.en}, but quantity \xD7 net price \xF7 base quantity + line charges \u2212 line allowances gives ${e2} (difference ${d}).`,
      de: `Position ${position}: Der Nettobetrag der Rechnungsposition (BT-131) ${is.de}, aus Menge \xD7 Nettopreis \xF7 Basismenge + Zuschl\xE4ge \u2212 Abschl\xE4ge ergibt sich aber ${e2} (Differenz ${d}).`
    }
  };
}
function netPriceWarnings(f, position) {
  const actual = read(f.netPrice, Decimal.ZERO);
  if (!actual) return [];
  return f.grossPrices.flatMap(({ gross, discount, discountRequired }) => {
    const g = read(gross, Decimal.ZERO);
    const x = read(discount, Decimal.ZERO);
    if (!(g && x)) return [];
    const expected = g.sub(x);
    const absent = !f.netPrice || discountRequired && !discount;
    if (!absent && actual.equals(expected)) return [];
    const [e2, d] = [show(expected), show(actual.sub(expected))];
    const is = stated(f.netPrice, actual);
    return [
      {
        rule: "EN16931-CALC-146",
        officialRule: "PEPPOL-EN16931-R046",
        term: "BT-146",
        bts: ["BT-146", "BT-148", "BT-147"],
        line: { position, id: f.id },
        expected: e2,
        actual: show(actual),
        difference: d,
        xpath: positionalXPath(f.netPrice ?? f.line),
        message: {
          en: `Line ${position}: the item net price (BT-146) ${is.en}, but gross price (BT-148) \u2212 price discount (BT-147) gives ${e2} (difference ${d}).`,
          de: `Position ${position}: Der Nettopreis des Artikels (BT-146) ${is.de}, Bruttopreis (BT-148) \u2212 Rabatt auf den Artikelpreis (BT-147) ergibt aber ${e2} (Differenz ${d}).`
        }
      }
    ];
  });
}
function checkLineArithmetic(doc, syntax) {
  const { currency, lines } = readLines(doc, syntax);
  const slack = slackFor(currency);
  return lines.flatMap((facts, i) => {
    const net = netAmountWarning(facts, i + 1, slack);
    return [...net ? [net] : [], ...netPriceWarnings(facts, i + 1)];
  });
}

// engine/src/oracles/schematron/runSchematron.ts
import SaxonJS from "saxon-js";

// engine/src/oracles/schematron/normaliseLocation.ts
var ELEMENT_STEP = /^\*:([\w.-]+)\[namespace-uri\(\)='([^']*)'\]\[(\d+)\]$/;
var ATTR_NS_STEP = /^@\*\[local-name\(\)='([\w.-]+)' and namespace-uri\(\)='([^']*)'\]$/;
function prefixed(local, uri) {
  const p = PREFIX_OF.get(uri);
  return p ? `${p}:${local}` : `*:${local}[namespace-uri()='${uri}']`;
}
function normaliseLocation(location) {
  const loc = location.trim();
  if (!loc.startsWith("/")) return loc;
  const steps = [];
  let depth = 0;
  let quote = false;
  let cur = "";
  for (const ch of loc.slice(1)) {
    if (ch === "'") quote = !quote;
    else if (!quote && ch === "[") depth++;
    else if (!quote && ch === "]") depth--;
    if (ch === "/" && depth === 0 && !quote) {
      steps.push(cur);
      cur = "";
    } else cur += ch;
  }
  steps.push(cur);
  return `/${steps.map((s) => {
    const el = ELEMENT_STEP.exec(s);
    if (el) return `${prefixed(el[1], el[2])}[${el[3]}]`;
    const at = ATTR_NS_STEP.exec(s);
    if (at) return `@${prefixed(at[1], at[2])}`;
    return s;
  }).join("/")}`;
}

// engine/src/oracles/schematron/runSchematron.ts
function parseForSaxon(xml2) {
  return SaxonJS.getResource({ text: xml2, type: "xml" });
}
function runSchematron(sef, source) {
  let result;
  try {
    result = SaxonJS.transform(
      { stylesheetInternal: sef, sourceNode: source, destination: "document" },
      "sync"
    ).principalResult;
  } catch (e2) {
    const err = e2;
    return { ok: false, message: [err.code, err.message].filter(Boolean).join(": ") || String(e2) };
  }
  const root = Array.from(result.childNodes).find((n) => n.nodeType === 1);
  const items = [];
  for (const n of root ? Array.from(root.childNodes) : []) {
    if (n.nodeType !== 1 || !n.getAttribute) continue;
    const kind = n.localName === "failed-assert" ? "assert" : n.localName === "successful-report" ? "report" : null;
    if (!kind) continue;
    items.push({
      id: n.getAttribute("id") ?? "",
      flag: n.getAttribute("flag"),
      location: normaliseLocation(n.getAttribute("location") ?? ""),
      text: (n.textContent ?? "").trim().replace(/\s+/g, " "),
      kind
    });
  }
  return { ok: true, items };
}

// engine/src/oracles/xsd/validateXsd.ts
import {
  ParseOption,
  XmlDocument,
  XmlParseError,
  XmlValidateError
} from "libxml2-wasm";

// engine/src/oracles/xsd/collapseRejectedValues.ts
import {
  XmlCData,
  XmlElement,
  XmlEntityReference,
  XmlText
} from "libxml2-wasm";
var VALUE_ERROR = /^Element '(?:\{([^}]*)\})?([^']+)'(?:, attribute '(?:\{([^}]*)\})?([^']+)')?: '([\s\S]*)' is not a valid value of the (?:local )?atomic type/;
function collapse(value) {
  return value.replace(/[ \t\n\r]+/g, " ").replace(/^ | $/g, "");
}
function declaredPrefixes(doc) {
  const seen = /* @__PURE__ */ new Map();
  const visit = (el) => {
    for (const [prefix, uri] of Object.entries(el.nsDeclarations)) {
      if (!prefix) continue;
      seen.set(prefix, seen.has(prefix) && seen.get(prefix) !== uri ? null : uri);
    }
    for (let c = el.firstChild; c; c = c.next) if (c instanceof XmlElement) visit(c);
  };
  visit(doc.root);
  return Object.fromEntries([...seen].filter((e2) => e2[1] !== null));
}
function rewriteText(el, value) {
  const texts2 = [];
  for (let c = el.firstChild; c; c = c.next) {
    if (c instanceof XmlElement || c instanceof XmlEntityReference) return false;
    if (c instanceof XmlText || c instanceof XmlCData) texts2.push(c);
  }
  for (const t of texts2) t.remove();
  el.addText(value);
  return true;
}
function locate(doc, xpath, prefixes) {
  for (const [, prefix = ""] of xpath.matchAll(/\/([^/:[\]]+):/g)) if (!(prefix in prefixes)) return null;
  return doc.get(xpath, prefixes);
}
function sameName(node, ns, local) {
  const named = node;
  return named.name === local && (named.namespaceUri || "") === (ns ?? "");
}
function collapseRejectedValues(doc, details) {
  let prefixes = null;
  let changed = false;
  for (const d of details) {
    const m = VALUE_ERROR.exec(d.message);
    if (!m || !d.xpath) continue;
    const [, elNs, elLocal = "", attrNs, attrLocal, value = ""] = m;
    const collapsed = collapse(value);
    if (collapsed === value || /[&<]/.test(collapsed)) continue;
    prefixes ??= declaredPrefixes(doc);
    const found = locate(doc, d.xpath, prefixes);
    if (!(found instanceof XmlElement) || !sameName(found, elNs, elLocal)) continue;
    const el = found;
    if (attrLocal) {
      const attr = el.attrs.find((a) => sameName(a, attrNs, attrLocal));
      if (!attr || attr.value !== value) continue;
      attr.value = collapsed;
    } else {
      if (el.content !== value || !rewriteText(el, collapsed)) continue;
    }
    changed = true;
  }
  return changed;
}

// engine/src/oracles/xsd/validateXsd.ts
var PARSE_OPTIONS = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES | ParseOption.XML_PARSE_HUGE;
var XML_ERR_ERROR = 2;
function diagnostic(d) {
  return {
    line: d.line > 0 ? d.line : null,
    column: d.col > 0 ? d.col : null,
    message: d.message.trim()
  };
}
function parse(xmlText) {
  try {
    return XmlDocument.fromString(xmlText, { option: PARSE_OPTIONS, encoding: "utf-8" });
  } catch (e2) {
    if (!(e2 instanceof XmlParseError)) throw e2;
    const first = e2.details.find((d) => d.level >= XML_ERR_ERROR) ?? e2.details[0];
    return first ? diagnostic(first) : { line: null, column: null, message: e2.message.trim() };
  }
}
function violations(validator, doc) {
  try {
    validator.validate(doc);
    return [];
  } catch (e2) {
    if (e2 instanceof XmlValidateError) return e2.details.filter((d) => d.level >= XML_ERR_ERROR);
    return fail("INTERNAL", "XSD validation could not run", { cause: String(e2) });
  }
}
function validateXsd(schemas, kind, xmlText) {
  const doc = parse(xmlText);
  if (!(doc instanceof XmlDocument)) return { errors: [], malformed: doc };
  try {
    const validator = schemas.validators[kind];
    let details = violations(validator, doc);
    if (details.length > 0 && collapseRejectedValues(doc, details)) details = violations(validator, doc);
    return { errors: details.map(diagnostic), malformed: null };
  } finally {
    doc.dispose();
  }
}

// engine/src/rules/XmlTree.ts
var DOC2 = 0;
var ELEMENT = 1;
var ATTRIBUTE = 2;
var TEXT = 3;
var PI = 7;
var COMMENT = 8;
var XmlTree = class {
  kind;
  name;
  parent;
  end;
  /** For elements: the first id after the attributes (where children start). */
  attrEnd;
  /** Value of attribute, text, comment and PI nodes ('' for others). */
  value;
  /** Lexical QName of elements and attributes as written (for `name()`). */
  qname;
  /** Interned names: namespace URI and local part by name id. */
  nameNs;
  nameLocal;
  size;
  nameIds;
  byNameCache = null;
  stringCache = /* @__PURE__ */ new Map();
  siblingIndex = null;
  constructor(parts) {
    this.kind = parts.kind;
    this.name = parts.name;
    this.parent = parts.parent;
    this.end = parts.end;
    this.attrEnd = parts.attrEnd;
    this.value = parts.value;
    this.qname = parts.qname;
    this.nameNs = parts.nameNs;
    this.nameLocal = parts.nameLocal;
    this.nameIds = parts.nameIds;
    this.size = parts.kind.length;
  }
  /** The id of an expanded name in this document, or -1 when no node carries it. */
  nameId(ns, local) {
    return this.nameIds.get(`${ns}}${local}`) ?? -1;
  }
  /** Elements with the given name id, in document order (built once for all names, on first use). */
  elementsNamed(id) {
    if (this.byNameCache === null) {
      const counts = /* @__PURE__ */ new Map();
      for (let i = 0; i < this.size; i++) {
        if (this.kind[i] === ELEMENT) {
          const n = this.name[i];
          counts.set(n, (counts.get(n) ?? 0) + 1);
        }
      }
      const lists = /* @__PURE__ */ new Map();
      const fill = /* @__PURE__ */ new Map();
      for (const [n, c] of counts) {
        lists.set(n, new Int32Array(c));
        fill.set(n, 0);
      }
      for (let i = 0; i < this.size; i++) {
        if (this.kind[i] === ELEMENT) {
          const n = this.name[i];
          const at = fill.get(n);
          lists.get(n)[at] = i;
          fill.set(n, at + 1);
        }
      }
      this.byNameCache = lists;
    }
    return this.byNameCache.get(id) ?? EMPTY;
  }
  /** The XPath string value: own value, or the concatenated descendant text of an element or document. */
  stringValue(node) {
    const k = this.kind[node];
    if (k !== ELEMENT && k !== DOC2) return this.value[node];
    const cached = this.stringCache.get(node);
    if (cached !== void 0) return cached;
    const end = this.end[node];
    let s = "";
    for (let i = node + 1; i < end; i++) if (this.kind[i] === TEXT) s += this.value[i];
    if (end - node > 64) this.stringCache.set(node, s);
    return s;
  }
  /** The 1-based position among preceding element siblings of the same name (the SVRL location index). */
  sameNameIndex(node) {
    if (this.siblingIndex === null) {
      const index = new Int32Array(this.size);
      const seen = /* @__PURE__ */ new Map();
      for (let p = 0; p < this.size; p++) {
        if (this.kind[p] !== ELEMENT && this.kind[p] !== DOC2) continue;
        seen.clear();
        const end = this.end[p];
        for (let c = this.attrEnd[p]; c < end; c = this.end[c]) {
          if (this.kind[c] !== ELEMENT) continue;
          const n = this.name[c];
          const k = (seen.get(n) ?? 0) + 1;
          seen.set(n, k);
          index[c] = k;
        }
      }
      this.siblingIndex = index;
    }
    return this.siblingIndex[node];
  }
};
var EMPTY = new Int32Array(0);

// engine/src/rules/parseXmlTree.ts
var XML_NS = "http://www.w3.org/XML/1998/namespace";
var ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
var REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g;
var NAME_END = /[\s/>=]/g;
function decodeRefs(s) {
  if (s.indexOf("&") < 0) return s;
  return s.replace(REFERENCE, (m, ref) => {
    if (ref[0] !== "#") {
      const e2 = ENTITIES[ref];
      if (e2 === void 0) throw new Error(`undeclared entity ${m}`);
      return e2;
    }
    const code = ref[1] === "x" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return String.fromCodePoint(code);
  });
}
function attrValue(raw) {
  return decodeRefs(raw.indexOf("	") < 0 && raw.indexOf("\n") < 0 ? raw : raw.replace(/[\t\n]/g, " "));
}
function parseXmlTree(input) {
  const src = input.indexOf("\r") < 0 ? input : input.replace(/\r\n?/g, "\n");
  let cap = Math.max(64, src.length >> 4);
  let kind = new Uint8Array(cap);
  let name = new Int32Array(cap);
  let parent = new Int32Array(cap);
  let end = new Int32Array(cap);
  let attrEnd = new Int32Array(cap);
  const value = [""];
  const qnames = [""];
  let count = 1;
  kind[0] = DOC2;
  name[0] = -1;
  parent[0] = -1;
  attrEnd[0] = 1;
  const nameNs = [];
  const nameLocal = [];
  const nameIds = /* @__PURE__ */ new Map();
  const intern = (ns, local) => {
    const key = `${ns}}${local}`;
    let id = nameIds.get(key);
    if (id === void 0) {
      id = nameNs.length;
      nameNs.push(ns);
      nameLocal.push(local);
      nameIds.set(key, id);
    }
    return id;
  };
  const grow = (a) => {
    const b = new a.constructor(cap);
    b.set(a);
    return b;
  };
  const push = (k, n2, p, v, q = "") => {
    const id = count++;
    if (id >= cap) {
      cap *= 2;
      kind = grow(kind);
      name = grow(name);
      parent = grow(parent);
      end = grow(end);
      attrEnd = grow(attrEnd);
    }
    kind[id] = k;
    name[id] = n2;
    parent[id] = p;
    end[id] = id + 1;
    attrEnd[id] = id + 1;
    value.push(v);
    qnames.push(q);
    return id;
  };
  const pushText = (text, p) => {
    if (text === "") return;
    const last = count - 1;
    if (kind[last] === TEXT && parent[last] === p) value[last] += text;
    else push(TEXT, -1, p, text);
  };
  let scope = /* @__PURE__ */ new Map([
    ["xml", XML_NS],
    ["", ""]
  ]);
  const scopes = [];
  let resolved = /* @__PURE__ */ new Map();
  const resolvedStack = [];
  const open = [0];
  let current = 0;
  let i = 0;
  const n = src.length;
  const resolve = (qname, isAttr) => {
    const key = isAttr ? `@${qname}` : qname;
    let id = resolved.get(key);
    if (id === void 0) {
      id = resolveIn(qname, isAttr);
      resolved.set(key, id);
    }
    return id;
  };
  const resolveIn = (qname, isAttr) => {
    const colon = qname.indexOf(":");
    if (colon < 0) return intern(isAttr ? "" : scope.get(""), qname);
    const uri = scope.get(qname.slice(0, colon));
    if (uri === void 0) throw new Error(`unbound prefix in ${qname}`);
    return intern(uri, qname.slice(colon + 1));
  };
  while (i < n) {
    const lt = src.indexOf("<", i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i && current !== 0) pushText(decodeRefs(src.slice(i, textEnd)), current);
    if (lt < 0) break;
    i = lt;
    const c = src.charCodeAt(i + 1);
    if (c === 47) {
      const gt = src.indexOf(">", i);
      const el = current;
      end[el] = count;
      open.pop();
      current = open[open.length - 1];
      scope = scopes.pop();
      resolved = resolvedStack.pop();
      i = gt + 1;
    } else if (c === 63) {
      const close = src.indexOf("?>", i);
      const body = src.slice(i + 2, close);
      const sp = body.search(/\s/);
      const target = sp < 0 ? body : body.slice(0, sp);
      if (target.toLowerCase() !== "xml") {
        push(PI, intern("", target), current, sp < 0 ? "" : body.slice(sp).replace(/^\s+/, ""));
      }
      i = close + 2;
    } else if (c === 33) {
      if (src.startsWith("<!--", i)) {
        const close = src.indexOf("-->", i + 4);
        push(COMMENT, -1, current, src.slice(i + 4, close));
        i = close + 3;
      } else if (src.startsWith("<![CDATA[", i)) {
        const close = src.indexOf("]]>", i + 9);
        pushText(src.slice(i + 9, close), current);
        i = close + 3;
      } else {
        throw new Error("DOCTYPE declarations are not accepted");
      }
    } else {
      NAME_END.lastIndex = i + 1;
      const m = NAME_END.exec(src);
      const nameEnd = m ? m.index : n;
      const qname = src.slice(i + 1, nameEnd);
      let j = nameEnd;
      const rawAttrs = [];
      let declared = null;
      let selfClosing = false;
      for (; ; ) {
        while (j < n && src.charCodeAt(j) <= 32) j++;
        const ch = src.charCodeAt(j);
        if (ch === 62) {
          j++;
          break;
        }
        if (ch === 47) {
          selfClosing = true;
          j = src.indexOf(">", j) + 1;
          break;
        }
        const eq = src.indexOf("=", j);
        const aname = src.slice(j, eq).trim();
        let q = eq + 1;
        while (src.charCodeAt(q) <= 32) q++;
        const quote = src[q];
        const close = src.indexOf(quote, q + 1);
        const raw = src.slice(q + 1, close);
        j = close + 1;
        if (aname === "xmlns" || aname.startsWith("xmlns:")) {
          declared ??= new Map(scope);
          declared.set(aname === "xmlns" ? "" : aname.slice(6), attrValue(raw));
        } else rawAttrs.push(aname, raw);
      }
      scopes.push(scope);
      resolvedStack.push(resolved);
      if (declared) {
        scope = declared;
        resolved = /* @__PURE__ */ new Map();
      }
      const el = push(ELEMENT, resolve(qname, false), current, "", qname);
      for (let a = 0; a < rawAttrs.length; a += 2) {
        const aname = rawAttrs[a];
        push(ATTRIBUTE, resolve(aname, true), el, attrValue(rawAttrs[a + 1]), aname);
      }
      attrEnd[el] = count;
      if (selfClosing) {
        end[el] = count;
        scope = scopes.pop();
        resolved = resolvedStack.pop();
      } else {
        open.push(el);
        current = el;
      }
      i = j;
    }
  }
  if (open.length !== 1) throw new Error("unclosed element");
  end[0] = count;
  return new XmlTree({
    kind: kind.subarray(0, count),
    name: name.subarray(0, count),
    parent: parent.subarray(0, count),
    end: end.subarray(0, count),
    attrEnd: attrEnd.subarray(0, count),
    value,
    qname: qnames,
    nameNs,
    nameLocal,
    nameIds
  });
}

// engine/src/scenario/selectScenario.ts
function matches(s, d) {
  if (s.document !== d.document || d.specId === null) return false;
  switch (s.match.mode) {
    case "equals":
      return d.specId === s.match.specId;
    case "text-equals":
      return d.specIdTexts.includes(s.match.specId);
    case "prefix":
      return d.specId.trim().startsWith(s.match.specId);
  }
}
function selectScenario(scenarios, d, forced) {
  if (forced !== void 0) {
    const s = scenarios.find((x) => x.family === forced && x.document === d.document);
    if (!s) {
      return fail("INVALID_OPTION", `Unknown scenario '${forced}' for ${d.document}.`, {
        option: "scenario",
        supported: [...new Set(scenarios.filter((x) => x.document === d.document).map((x) => x.family))]
      });
    }
    return { scenario: s, kositMatch: false, forced: true };
  }
  const hit = scenarios.find((s) => matches(s, d));
  if (hit) return { scenario: hit, kositMatch: hit.kosit, forced: false };
  const fallback = scenarios.find((s) => s.family === "en16931" && s.document === d.document);
  if (!fallback) return fail("NOT_EVALUABLE", `No rule sets configured for ${d.document}.`);
  return { scenario: fallback, kositMatch: false, forced: false };
}

// engine/src/sha256Hex.ts
async function sha256Hex(bytes) {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// engine/src/verdict/buildVerdict.ts
var FORMATS = {
  xrechnung: { key: "xrechnung-3.0", family: "xrechnung", profile: "cius", country: "DE" },
  "xrechnung-extension": {
    key: "xrechnung-3.0-extension",
    family: "xrechnung",
    profile: "extension",
    country: "DE"
  },
  "xrechnung-cvd": { key: "xrechnung-3.0-cvd", family: "xrechnung", profile: "cvd", country: "DE" },
  peppol: { key: "peppol-bis-3", family: "peppol", profile: "billing-3.0", country: null },
  en16931: { key: "en16931", family: "en16931", profile: null, country: null }
};
function formatOf(scenario) {
  return FORMATS[scenario.family];
}
function buildVerdict(scenario, kositMatch, oracles, findings) {
  const runs = oracles.map((o) => {
    const failed = findings.some((f) => f.oracle === o.id && f.severity === "error");
    const verdict = o.errored ? "error" : failed ? "fail" : "pass";
    return { id: o.id, name: o.name, authority: o.authority, version: o.version, verdict };
  });
  const valid = runs.every((r) => r.verdict === "pass");
  return {
    state: valid ? "valid" : "invalid",
    valid,
    kositVerified: valid && kositMatch && scenario.family.startsWith("xrechnung"),
    format: formatOf(scenario),
    oracles: runs
  };
}

// engine/src/xml/parseXml.ts
var import_xmldom = __toESM(require_lib(), 1);

// engine/src/xml/failMalformed.ts
function failMalformed(reason, message, at, extra = {}) {
  return fail("MALFORMED_XML", message, {
    reason,
    line: at?.line ?? null,
    column: at?.column ?? null,
    message,
    ...extra
  });
}

// engine/src/xml/checkMarkup.ts
var NOT_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
function isChar(cp) {
  return cp === 9 || cp === 10 || cp === 13 || cp >= 32 && cp <= 55295 || cp >= 57344 && cp <= 65533 || cp >= 65536 && cp <= 1114111;
}
function checkReferences(text, start, end) {
  const piece = text.slice(start, end);
  const reference = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|amp|lt|gt|quot|apos);/y;
  for (let at = piece.indexOf("&"); at >= 0; at = piece.indexOf("&", at + 1)) {
    reference.lastIndex = at;
    const m = reference.exec(piece);
    if (!m) {
      const name = /^&([^\s&;<>"']*);/.exec(piece.slice(at, at + 64))?.[1];
      const message = name ? `entity &${name}; is not defined` : "'&' must start a reference (write &amp;)";
      failMalformed("reference", message, positionAt(text, start + at));
    }
    const digits = m[1] ?? m[2];
    if (digits !== void 0 && !isChar(Number.parseInt(digits, m[1] === void 0 ? 10 : 16))) {
      failMalformed("reference", `${m[0]} does not refer to an XML character`, positionAt(text, start + at));
    }
  }
}
function checkMarkup(text, maxDepth) {
  const bad = NOT_CHAR.exec(text);
  if (bad) {
    const cp = bad[0].codePointAt(0) ?? 0;
    failMalformed(
      "character",
      `U+${cp.toString(16).toUpperCase().padStart(4, "0")} is not an XML character`,
      positionAt(text, bad.index)
    );
  }
  let depth = 0;
  for (const token of scanMarkup(text)) {
    switch (token.kind) {
      case "text": {
        checkReferences(text, token.start, token.end);
        const cdataEnd = text.slice(token.start, token.end).indexOf("]]>");
        if (cdataEnd >= 0)
          failMalformed(
            "cdata-end",
            "']]>' is not allowed in content",
            positionAt(text, token.start + cdataEnd)
          );
        break;
      }
      case "start-tag":
        depth++;
        if (depth > maxDepth) {
          failMalformed(
            "depth",
            `elements nest deeper than ${maxDepth} levels`,
            positionAt(text, token.start),
            {
              limit: maxDepth
            }
          );
        }
        checkReferences(text, token.start, token.end);
        break;
      case "empty-tag":
        checkReferences(text, token.start, token.end);
        break;
      case "end-tag":
        depth--;
        break;
      case "declaration":
        refuseDeclaration(text, token);
        break;
      case "unterminated":
        return;
    }
  }
}

// engine/src/xml/checkNamespaces.ts
var XML_NS2 = "http://www.w3.org/XML/1998/namespace";
var XMLNS_NS = "http://www.w3.org/2000/xmlns/";
function namespaceError(element, message) {
  const at = element.lineNumber === void 0 ? null : { line: element.lineNumber, column: element.columnNumber ?? 0 };
  return failMalformed("namespace", message, at);
}
function sourceAttributeCount(source, lineStarts, element) {
  const start = (lineStarts[(element.lineNumber ?? 0) - 1] ?? Number.NaN) + (element.columnNumber ?? 0) - 1;
  const tag = /<(?:[^"'>]|"[^"]*"|'[^']*')*>/y;
  tag.lastIndex = start;
  const m = tag.exec(source);
  return m ? m[0].match(/=\s*(?:"[^"]*"|'[^']*')/g)?.length ?? 0 : null;
}
function lineStartsOf(source) {
  const starts = [0];
  for (let at = source.indexOf("\n"); at >= 0; at = source.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}
function checkElement(element, countInSource) {
  let namespaced = false;
  for (let i = 0; i < element.attributes.length; i++) {
    const a = element.attributes.item(i);
    if (a === null) continue;
    if (a.prefix === "xmlns") {
      if (a.localName === "xmlns") namespaceError(element, "the xmlns prefix must not be declared");
      if (a.localName === "xml" !== (a.value === XML_NS2))
        namespaceError(element, `${a.name}="${a.value}" misbinds the xml namespace`);
      if (a.value === XMLNS_NS) namespaceError(element, `${a.name} binds the xmlns namespace`);
      if (a.value === "") namespaceError(element, `${a.name}="" is not allowed in XML 1.0`);
    } else if (a.name === "xmlns") {
      if (a.value === XML_NS2 || a.value === XMLNS_NS)
        namespaceError(element, `xmlns="${a.value}" binds a reserved namespace`);
    } else if (a.namespaceURI) namespaced = true;
  }
  if (namespaced && countInSource(element) !== element.attributes.length) {
    namespaceError(element, "an attribute appears twice under one namespace");
  }
}
function checkNamespaces(root, source) {
  let lineStarts = null;
  const countInSource = (element) => {
    lineStarts ??= lineStartsOf(source);
    return sourceAttributeCount(source, lineStarts, element);
  };
  const stack = [root];
  for (let element = stack.pop(); element !== void 0; element = stack.pop()) {
    checkElement(element, countInSource);
    const children3 = [];
    for (let c = element.firstChild; c !== null; c = c.nextSibling)
      if (c.nodeType === 1) children3.push(c);
    stack.push(...children3.reverse());
  }
}

// engine/src/xml/parseXml.ts
function locate2(locator) {
  const l = locator;
  return typeof l?.lineNumber === "number" && l.lineNumber > 0 && typeof l.columnNumber === "number" ? { line: l.lineNumber, column: l.columnNumber } : null;
}
function parseXml(text, limits = {}) {
  const source = text.replace(/\r\n?/g, "\n");
  checkMarkup(source, limits.maxDepth ?? DEFAULT_INPUT_LIMITS.maxDepth);
  let first = null;
  const parser = new import_xmldom.DOMParser({
    locator: true,
    normalizeLineEndings: (s) => s,
    onError: (_level, message, context) => {
      first ??= { message: message.split("\n")[0] ?? message, at: locate2(context?.locator) };
      throw new Error(message);
    }
  });
  let doc;
  try {
    doc = parser.parseFromString(source, "text/xml");
  } catch (e2) {
    if (!(e2 instanceof import_xmldom.ParseError)) throw e2;
    const reported = first ?? { message: e2.message.split("\n")[0] ?? e2.message, at: locate2(e2.locator) };
    return failMalformed("parser", reported.message, reported.at);
  }
  const root = doc.documentElement;
  if (root === null) return failMalformed("parser", "the document has no root element", null);
  checkNamespaces(root, source);
  return { doc, root };
}

// engine/src/pipeline.ts
async function validatePipeline(rt, input, options = {}) {
  const decoded = decodeInput(input, DEFAULT_INPUT_LIMITS);
  const { doc, root } = parseXml(decoded.text, DEFAULT_INPUT_LIMITS);
  const detected = detectDocument(root);
  const { scenario, kositMatch } = selectScenario(rt.manifest.scenarios, detected, options.scenario);
  const oracles = [];
  const findings = [];
  const describe = (id, errored2) => {
    const a = rt.artefact(id);
    return { id, name: a.name, authority: a.authority, version: a.version, errored: errored2 };
  };
  const xsd = validateXsd(await rt.schemas(), scenario.document, decoded.text);
  if (xsd.malformed) {
    const m = xsd.malformed;
    fail("MALFORMED_XML", `The document is not well-formed XML: ${m.message}`, {
      reason: "parser",
      line: m.line,
      column: m.column,
      message: m.message
    });
  }
  oracles.push(describe(scenario.xsd, false));
  findings.push(...xsdFindings(scenario.xsd, xsd));
  const reference = options.engine === "reference";
  const source = reference ? await parseForSaxon(decoded.text) : null;
  const tree = reference ? null : parseXmlTree(decoded.text);
  for (const id of scenario.schematrons) {
    const run = tree ? (await rt.rules(id)).run(tree) : runSchematron(await rt.stylesheet(id), source);
    oracles.push(describe(id, !run.ok));
    findings.push(...schematronFindings(id, scenario, run, doc));
  }
  const lineArithmetic = checkLineArithmetic(doc, detected.syntax);
  findings.push(...lineArithmeticFindings(lineArithmetic, doc));
  const verdict = buildVerdict(scenario, kositMatch, oracles, findings);
  const result = {
    valid: verdict.valid,
    syntax: detected.syntax,
    verdict,
    counts: {
      errors: findings.filter((f) => f.severity === "error").length,
      warnings: findings.filter((f) => f.severity === "warning").length,
      info: findings.filter((f) => f.severity === "info").length
    },
    findings,
    lineArithmetic,
    actions: collectActions(findings),
    sha256: await sha256Hex(decoded.bytes)
  };
  const errored = verdict.oracles.filter((o) => o.verdict === "error");
  if (errored.length > 0) {
    fail(
      "NOT_EVALUABLE",
      `A validator could not evaluate the document: ${errored.map((o) => o.id).join(", ")}.`,
      {
        erroredOracles: errored.map((o) => o.id),
        result
      }
    );
  }
  return result;
}

// engine/src/oracles/xsd/loadSchemas.ts
import { ParseOption as ParseOption4, XmlDocument as XmlDocument4, XsdValidator } from "libxml2-wasm";

// engine/src/oracles/xsd/collectSchemaFiles.ts
import { ParseOption as ParseOption2, XmlDocument as XmlDocument2 } from "libxml2-wasm";
var XS_NS = "http://www.w3.org/2001/XMLSchema";
var SCHEMA_PARSE_OPTIONS = ParseOption2.XML_PARSE_NONET | ParseOption2.XML_PARSE_NO_XXE;
function resolveLocation(from, location) {
  const base = new URL(`x:/${encodeURI(from)}`);
  const url = new URL(location, base);
  if (url.protocol !== "x:") fail("INTERNAL", `schema ${from} references a remote location ${location}`);
  return decodeURI(url.pathname.slice(1));
}
function referencedLocations(path3, bytes) {
  let doc;
  try {
    doc = XmlDocument2.fromBuffer(bytes, { option: SCHEMA_PARSE_OPTIONS });
  } catch (e2) {
    return fail("INTERNAL", `schema ${path3} is not well-formed`, { cause: String(e2) });
  }
  try {
    const refs = doc.find(
      "/xs:schema/*[self::xs:import or self::xs:include or self::xs:redefine]/@schemaLocation",
      {
        xs: XS_NS
      }
    );
    return refs.map((attr) => resolveLocation(path3, attr.content));
  } finally {
    doc.dispose();
  }
}
async function collectSchemaFiles(loader, entries) {
  const files = /* @__PURE__ */ new Map();
  const pending = /* @__PURE__ */ new Map();
  const visit = (path3) => {
    let started = pending.get(path3);
    if (!started) {
      started = (async () => {
        const bytes = await loader.bytes(path3);
        files.set(path3, bytes);
        await Promise.all(referencedLocations(path3, bytes).map(visit));
      })();
      pending.set(path3, started);
    }
    return started;
  };
  await Promise.all(entries.map(visit));
  return files;
}

// engine/src/oracles/xsd/tightenBase64.ts
import { ParseOption as ParseOption3, XmlDocument as XmlDocument3 } from "libxml2-wasm";
var XS_NS2 = "http://www.w3.org/2001/XMLSchema";
var STRICT_TYPE = "StrictBase64Binary";
var BASE64_CHARS = "[A-Za-z0-9+/=\\s]*";
function isBase64Ref(el, attr) {
  const value = attr.value.trim();
  const colon = value.indexOf(":");
  const prefix = colon < 0 ? "" : value.slice(0, colon);
  return value.slice(colon + 1) === "base64Binary" && el.namespaceForPrefix(prefix) === XS_NS2;
}
function prefixed2(prefix, local) {
  return prefix ? `${prefix}:${local}` : local;
}
function tighten(bytes, index) {
  const doc = XmlDocument3.fromBuffer(bytes, {
    option: ParseOption3.XML_PARSE_NONET | ParseOption3.XML_PARSE_NO_XXE
  });
  try {
    const refs = doc.find("//xs:restriction[@base] | //xs:extension[@base] | //xs:*[@type]", {
      xs: XS_NS2
    }).flatMap((el) => el.attrs.filter((a) => (a.name === "base" || a.name === "type") && isBase64Ref(el, a)));
    if (refs.length === 0) return bytes;
    const schema = doc.root;
    const tns = schema.attr("targetNamespace")?.value ?? fail("INTERNAL", "base64Binary used in a no-namespace schema");
    let tnsPrefix = Object.entries(schema.namespaces).find(([p, uri]) => p && uri === tns)?.[0];
    if (!tnsPrefix) {
      tnsPrefix = `strict${index}`;
      schema.addNsDeclaration(tns, tnsPrefix);
    }
    const name = `${STRICT_TYPE}${index}`;
    for (const attr of refs) attr.value = `${tnsPrefix}:${name}`;
    const simpleType = schema.addElement("simpleType", schema.prefix);
    simpleType.setAttr("name", name);
    const restriction = simpleType.addElement("restriction", schema.prefix);
    restriction.setAttr("base", prefixed2(schema.prefix, "base64Binary"));
    restriction.addElement("pattern", schema.prefix).setAttr("value", BASE64_CHARS);
    return new TextEncoder().encode(doc.toString({ format: false }));
  } finally {
    doc.dispose();
  }
}
function tightenBase64(files) {
  let index = 0;
  for (const [path3, bytes] of files) files.set(path3, tighten(bytes, index++));
}

// engine/src/oracles/xsd/withSchemaFiles.ts
import { closeBuffer, openBuffer, readBuffer, xmlRegisterInputProvider } from "libxml2-wasm";
var SCHEMA_URL_PREFIX = "xsd-build:///";
var lent = null;
var registered = false;
function lookup(url) {
  if (!lent || !url.startsWith(SCHEMA_URL_PREFIX)) return void 0;
  return lent.get(decodeURI(url.slice(SCHEMA_URL_PREFIX.length)));
}
function withSchemaFiles(files, run) {
  if (!registered) {
    registered = xmlRegisterInputProvider({
      match: (url) => lookup(url) !== void 0,
      open: (url) => {
        const bytes = lookup(url);
        return bytes ? openBuffer(bytes) : void 0;
      },
      read: readBuffer,
      close: (fd) => {
        closeBuffer(fd);
        return true;
      }
    });
    if (!registered) throw new Error("libxml2 refused the schema input provider");
  }
  lent = files;
  try {
    return run();
  } finally {
    lent = null;
  }
}

// engine/src/oracles/xsd/loadSchemas.ts
var UBL_INVOICE_XSD = "xsd/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd";
var UBL_CREDITNOTE_XSD = "xsd/ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd";
var CII_D16B_XSD = "xsd/cii-d16b/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd";
var XSD_ENTRIES = {
  "ubl-invoice": UBL_INVOICE_XSD,
  "ubl-creditnote": UBL_CREDITNOTE_XSD,
  cii: CII_D16B_XSD
};
function compile(files, entry) {
  const bytes = files.get(entry) ?? fail("INTERNAL", `schema ${entry} was not loaded`);
  const doc = XmlDocument4.fromBuffer(bytes, {
    url: `${SCHEMA_URL_PREFIX}${encodeURI(entry)}`,
    option: ParseOption4.XML_PARSE_NONET | ParseOption4.XML_PARSE_NO_XXE
  });
  try {
    return { validator: withSchemaFiles(files, () => XsdValidator.fromDoc(doc)), doc };
  } catch (e2) {
    doc.dispose();
    return fail("INTERNAL", `schema ${entry} does not compile`, { cause: String(e2) });
  }
}
function release(compiled) {
  compiled.validator.dispose();
  compiled.doc.dispose();
}
async function loadSchemas(loader) {
  const kinds = Object.keys(XSD_ENTRIES);
  const files = await collectSchemaFiles(loader, Object.values(XSD_ENTRIES));
  tightenBase64(files);
  const compiled = /* @__PURE__ */ new Map();
  try {
    for (const kind of kinds) compiled.set(kind, compile(files, XSD_ENTRIES[kind]));
  } catch (e2) {
    for (const c of compiled.values()) release(c);
    throw e2;
  }
  const validator = (kind) => compiled.get(kind).validator;
  return {
    validators: {
      "ubl-invoice": validator("ubl-invoice"),
      "ubl-creditnote": validator("ubl-creditnote"),
      cii: validator("cii")
    },
    dispose: () => {
      for (const c of compiled.values()) release(c);
      compiled.clear();
    }
  };
}

// engine/src/rules/XPathError.ts
var XPathError = class extends Error {
  code;
  constructor(code, message) {
    super(`${code}: ${message}`);
    this.code = code;
  }
};

// engine/src/rules/atomic.ts
var STRING = 1;
var UNTYPED = 2;
var BOOLEAN = 3;
var INTEGER = 4;
var DECIMAL = 5;
var DOUBLE = 6;
var DATE = 7;
var DATETIME = 8;
var ANYURI = 9;
var str = (v) => ({ t: STRING, v });
var untyped = (v) => ({ t: UNTYPED, v });
var bool = (v) => v ? TRUE : FALSE;
var dbl = (v) => ({ t: DOUBLE, v });
var int = (v) => ({ t: INTEGER, v: Decimal.of(v) });
var TRUE = { t: BOOLEAN, v: true };
var FALSE = { t: BOOLEAN, v: false };
var WS = /^[ \t\r\n]+|[ \t\r\n]+$/g;
var INTEGER_LEX = /^[+-]?\d+$/;
var DOUBLE_LEX = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|-?INF|NaN)$/;
var DATE_LEX = /^(-?\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/;
var DATETIME_LEX = /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:\d{2})?$/;
function isNumeric(a) {
  return a.t === INTEGER || a.t === DECIMAL || a.t === DOUBLE;
}
function doubleToString(d) {
  if (Number.isNaN(d)) return "NaN";
  if (d === Number.POSITIVE_INFINITY) return "INF";
  if (d === Number.NEGATIVE_INFINITY) return "-INF";
  if (d === 0) return Object.is(d, -0) ? "-0" : "0";
  const abs = Math.abs(d);
  if (abs >= 1e-6 && abs < 1e6) {
    const s = String(d);
    if (!s.includes("e")) return s;
    return Decimal.parse(d.toFixed(20))?.toString() ?? s;
  }
  const [mant, exp] = d.toExponential().split("e");
  return `${mant.includes(".") ? mant : `${mant}.0`}E${Number(exp)}`;
}
function atomicToString(a) {
  switch (a.t) {
    case STRING:
    case UNTYPED:
    case ANYURI:
      return a.v;
    case BOOLEAN:
      return a.v ? "true" : "false";
    case INTEGER:
    case DECIMAL:
      return a.v.toString();
    case DOUBLE:
      return doubleToString(a.v);
    default:
      return a.v.text;
  }
}
function parseDouble(text) {
  const s = text.replace(WS, "");
  if (!DOUBLE_LEX.test(s)) return void 0;
  if (s === "INF") return Number.POSITIVE_INFINITY;
  if (s === "-INF") return Number.NEGATIVE_INFINITY;
  return Number(s);
}
function doubleToDecimal(d) {
  if (!Number.isFinite(d)) throw new XPathError("FOCA0002", `cannot convert ${d} to xs:decimal`);
  if (Number.isInteger(d) && Math.abs(d) < 2 ** 53) return Decimal.of(d);
  const s = String(d);
  if (!s.includes("e")) return Decimal.parse(s);
  const [mant, exp] = s.split("e");
  const m = Decimal.parse(mant);
  const e2 = Number(exp);
  const scale = Decimal.of(10n ** BigInt(Math.abs(e2)));
  return e2 >= 0 ? m.mul(scale) : m.div(scale, m.scale - e2);
}
function decimalToDouble(d) {
  return Number(d.toString());
}
function moment(text, withTime) {
  const m = (withTime ? DATETIME_LEX : DATE_LEX).exec(text);
  if (!m) return void 0;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return void 0;
  const days = new Date(Date.UTC(2e3, month, 0)).getUTCDate();
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  if (day > (month === 2 ? leap ? 29 : 28 : days)) return void 0;
  const d = /* @__PURE__ */ new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  let ms = d.getTime();
  let tz = m[4];
  if (withTime) {
    const h = Number(m[4]);
    const min = Number(m[5]);
    const sec = Number(m[6]);
    if (h > 24 || min > 59 || sec >= 60 || h === 24 && (min > 0 || sec > 0)) return void 0;
    ms += ((h * 60 + min) * 60 + sec) * 1e3;
    tz = m[7];
  }
  if (tz && tz !== "Z") {
    const sign = tz[0] === "-" ? -1 : 1;
    const tzh = Number(tz.slice(1, 3));
    const tzm = Number(tz.slice(4, 6));
    if (tzh > 14 || tzm > 59) return void 0;
    ms -= sign * (tzh * 60 + tzm) * 6e4;
  }
  return { ms, text };
}
function fail2(type, value) {
  throw new XPathError("FORG0001", `cannot cast '${value}' to xs:${type}`);
}
function castAtomic(a, type) {
  const s = a.t === STRING || a.t === UNTYPED || a.t === ANYURI ? a.v : null;
  switch (type) {
    case "string":
    case "normalizedString":
    case "token":
      return a.t === STRING ? a : str(atomicToString(a));
    case "untypedAtomic":
      return untyped(atomicToString(a));
    case "anyURI":
      if (s === null) fail2(type, atomicToString(a));
      return { t: ANYURI, v: s.replace(WS, "") };
    case "anyAtomicType":
      return a;
    case "boolean": {
      if (a.t === BOOLEAN) return a;
      if (s !== null) {
        const t = s.replace(WS, "");
        if (t === "true" || t === "1") return TRUE;
        if (t === "false" || t === "0") return FALSE;
        return fail2(type, s);
      }
      if (a.t === INTEGER || a.t === DECIMAL) return bool(a.v.sign() !== 0);
      if (a.t === DOUBLE) return bool(a.v !== 0 && !Number.isNaN(a.v));
      return fail2(type, atomicToString(a));
    }
    case "decimal": {
      if (a.t === DECIMAL) return a;
      if (a.t === INTEGER) return { t: DECIMAL, v: a.v };
      if (a.t === DOUBLE) return { t: DECIMAL, v: doubleToDecimal(a.v) };
      if (a.t === BOOLEAN) return { t: DECIMAL, v: a.v ? Decimal.ONE : Decimal.ZERO };
      if (s !== null) {
        const d = Decimal.parse(s);
        if (d === void 0) fail2(type, s);
        return { t: DECIMAL, v: d };
      }
      return fail2(type, atomicToString(a));
    }
    case "integer":
    case "long":
    case "int":
    case "positiveInteger":
    case "nonNegativeInteger":
    case "negativeInteger":
    case "nonPositiveInteger": {
      let v;
      if (a.t === INTEGER) v = a.v;
      else if (a.t === DECIMAL) v = truncate(a.v);
      else if (a.t === DOUBLE) {
        if (!Number.isFinite(a.v)) throw new XPathError("FOCA0002", `cannot cast ${a.v} to xs:integer`);
        v = doubleToDecimal(Math.trunc(a.v));
      } else if (a.t === BOOLEAN) v = a.v ? Decimal.ONE : Decimal.ZERO;
      else if (s !== null) {
        const t = s.replace(WS, "");
        if (!INTEGER_LEX.test(t)) fail2(type, s);
        v = Decimal.parse(t);
      } else return fail2(type, atomicToString(a));
      const sign = v.sign();
      if (type === "positiveInteger" && sign <= 0 || type === "nonNegativeInteger" && sign < 0 || type === "negativeInteger" && sign >= 0 || type === "nonPositiveInteger" && sign > 0) {
        fail2(type, v.toString());
      }
      return { t: INTEGER, v };
    }
    case "double":
    case "float": {
      if (a.t === DOUBLE) return a;
      if (a.t === INTEGER || a.t === DECIMAL) return dbl(decimalToDouble(a.v));
      if (a.t === BOOLEAN) return dbl(a.v ? 1 : 0);
      if (s !== null) {
        const d = parseDouble(s);
        if (d === void 0) fail2(type, s);
        return dbl(d);
      }
      return fail2(type, atomicToString(a));
    }
    case "date":
    case "dateTime": {
      const want = type === "date" ? DATE : DATETIME;
      if (a.t === want) return a;
      if (a.t === DATETIME && want === DATE) {
        const text = a.v.text.replace(/T[^Z+-]*/, "");
        return castAtomic(str(text), "date");
      }
      if (s === null) return fail2(type, atomicToString(a));
      const m = moment(s.replace(WS, ""), want === DATETIME);
      if (!m) fail2(type, s);
      return { t: want, v: m };
    }
    default:
      throw new XPathError("XPST0051", `unsupported cast target xs:${type}`);
  }
}
function truncate(d) {
  if (d.scale === 0) return d;
  const t = d.units / 10n ** BigInt(d.scale);
  return Decimal.parse(t.toString());
}

// engine/src/rules/operations.ts
var DIVIDE_SCALE2 = 18;
function atomize(tree, item) {
  return typeof item === "number" ? untyped(tree.stringValue(item)) : item;
}
function atomizeAll(tree, seq) {
  const out = new Array(seq.length);
  for (let i = 0; i < seq.length; i++) out[i] = atomize(tree, seq[i]);
  return out;
}
function ebv(seq) {
  if (seq.length === 0) return false;
  const first = seq[0];
  if (typeof first === "number") return true;
  if (seq.length > 1) throw new XPathError("FORG0006", "effective boolean value of a sequence of atomics");
  switch (first.t) {
    case BOOLEAN:
      return first.v;
    case STRING:
    case UNTYPED:
    case ANYURI:
      return first.v.length > 0;
    case INTEGER:
    case DECIMAL:
      return first.v.sign() !== 0;
    case DOUBLE:
      return first.v !== 0 && !Number.isNaN(first.v);
    default:
      throw new XPathError("FORG0006", "effective boolean value of a date");
  }
}
function optionalAtomic(tree, seq, what) {
  if (seq.length === 0) return null;
  if (seq.length > 1) throw new XPathError("XPTY0004", `${what}: more than one item`);
  return atomize(tree, seq[0]);
}
function compareNumbers(a, b) {
  if (a.t === DOUBLE || b.t === DOUBLE) {
    const x = a.t === DOUBLE ? a.v : decimalToDouble(a.v);
    const y = b.t === DOUBLE ? b.v : decimalToDouble(b.v);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a.v.compare(b.v);
}
var isStringLike = (a) => a.t === STRING || a.t === UNTYPED || a.t === ANYURI;
function compareAtomics(a, b) {
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b);
  if (isStringLike(a) && isStringLike(b)) {
    const x = a.v;
    const y = b.v;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a.t === BOOLEAN && b.t === BOOLEAN) return Number(a.v) - Number(b.v);
  if ((a.t === DATE || a.t === DATETIME) && a.t === b.t) return Math.sign(a.v.ms - b.v.ms);
  throw new XPathError("XPTY0004", `cannot compare ${atomicToString(a)} with ${atomicToString(b)}`);
}
function holdsOp(op, c) {
  if (Number.isNaN(c)) return op === "!=";
  switch (op) {
    case "=":
      return c === 0;
    case "!=":
      return c !== 0;
    case "<":
      return c < 0;
    case "<=":
      return c <= 0;
    case ">":
      return c > 0;
    default:
      return c >= 0;
  }
}
var TYPE_NAME = {
  [BOOLEAN]: "boolean",
  [DATE]: "date",
  [DATETIME]: "dateTime"
};
function generalPair(op, a, b) {
  let x = a;
  let y = b;
  if (x.t === UNTYPED) {
    if (isNumeric(y)) x = castAtomic(x, "double");
    else if (TYPE_NAME[y.t]) x = castAtomic(x, TYPE_NAME[y.t]);
  }
  if (y.t === UNTYPED) {
    if (isNumeric(x)) y = castAtomic(y, "double");
    else if (TYPE_NAME[x.t]) y = castAtomic(y, TYPE_NAME[x.t]);
  }
  return holdsOp(op, compareAtomics(x, y));
}
function generalCompare(tree, op, as, bs) {
  if (as.length === 0 || bs.length === 0) return false;
  const bAtoms = atomizeAll(tree, bs);
  for (const ai of as) {
    const a = atomize(tree, ai);
    for (const b of bAtoms) if (generalPair(op, a, b)) return true;
  }
  return false;
}
function valueCompare(tree, op, as, bs) {
  const a = optionalAtomic(tree, as, "value comparison");
  const b = optionalAtomic(tree, bs, "value comparison");
  if (a === null || b === null) return null;
  const x = a.t === UNTYPED ? castAtomic(a, "string") : a;
  const y = b.t === UNTYPED ? castAtomic(b, "string") : b;
  return holdsOp(op, compareAtomics(x, y));
}
function numericOperand(a) {
  if (a.t === UNTYPED) return castAtomic(a, "double");
  if (!isNumeric(a)) throw new XPathError("XPTY0004", `arithmetic on non-numeric ${atomicToString(a)}`);
  return a;
}
function zeroDivide() {
  throw new XPathError("FOAR0001", "division by zero");
}
function arithmetic(op, x, y) {
  const a = numericOperand(x);
  const b = numericOperand(y);
  if (a.t === DOUBLE || b.t === DOUBLE) {
    const p2 = a.t === DOUBLE ? a.v : decimalToDouble(a.v);
    const q2 = b.t === DOUBLE ? b.v : decimalToDouble(b.v);
    switch (op) {
      case "+":
        return dbl(p2 + q2);
      case "-":
        return dbl(p2 - q2);
      case "*":
        return dbl(p2 * q2);
      case "div":
        return dbl(p2 / q2);
      case "mod":
        return dbl(p2 % q2);
      default: {
        if (q2 === 0) zeroDivide();
        const r = p2 / q2;
        if (!Number.isFinite(r)) throw new XPathError("FOAR0002", "idiv overflow");
        return castAtomic(dbl(Math.trunc(r)), "integer");
      }
    }
  }
  const p = a.v;
  const q = b.v;
  const integers = a.t === INTEGER && b.t === INTEGER;
  const t = integers ? INTEGER : DECIMAL;
  switch (op) {
    case "+":
      return { t, v: p.add(q) };
    case "-":
      return { t, v: p.sub(q) };
    case "*":
      return { t, v: p.mul(q) };
    case "div": {
      if (q.sign() === 0) zeroDivide();
      const scale = Math.max(DIVIDE_SCALE2, p.scale, q.scale);
      return { t: DECIMAL, v: canonical(p.div(q, scale, "half-even")) };
    }
    case "mod": {
      if (q.sign() === 0) zeroDivide();
      return { t, v: p.sub(q.mul(truncatedQuotient(p, q))) };
    }
    default:
      if (q.sign() === 0) zeroDivide();
      return { t: INTEGER, v: truncatedQuotient(p, q) };
  }
}
function truncatedQuotient(n, d) {
  const scale = Math.max(n.scale, d.scale);
  const a = n.units * 10n ** BigInt(scale - n.scale);
  const b = d.units * 10n ** BigInt(scale - d.scale);
  return Decimal.of(a / b);
}
function canonical(d) {
  return Decimal.parse(d.toString());
}
function negate(x) {
  const a = numericOperand(x);
  if (a.t === DOUBLE) return dbl(-a.v);
  return { t: a.t, v: a.v.neg() };
}
function sameKey(a, b) {
  try {
    const c = compareAtomics(
      a.t === UNTYPED ? castAtomic(a, "string") : a,
      b.t === UNTYPED ? castAtomic(b, "string") : b
    );
    if (Number.isNaN(c)) return a.t === DOUBLE && b.t === DOUBLE && Number.isNaN(a.v) && Number.isNaN(b.v);
    return c === 0;
  } catch {
    return false;
  }
}

// engine/src/rules/xsdRegex.ts
var NAME_START = ":A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD";
var NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
var CLASS_ESCAPES = {
  s: " \\t\\n\\r",
  d: "\\p{Nd}",
  w: "\\P{P}&&\\P{Z}&&\\P{C}",
  i: NAME_START,
  c: NAME_CHAR
};
var CLASS_PUNCTUATION = /* @__PURE__ */ new Set([..."^$\\.*+?()[]{}|/-&!#%,:;<=>@`~"]);
var SYNTAX = /* @__PURE__ */ new Set([..."\\^$.|?*+()[]{}/-"]);
function single(ch, inClass) {
  if (ch === "n") return "\\n";
  if (ch === "r") return "\\r";
  if (ch === "t") return "\\t";
  if (ch === "-" && !inClass) return "-";
  if (SYNTAX.has(ch)) return `\\${ch}`;
  throw new XPathError("FORX0002", `invalid escape \\${ch}`);
}
function translateXsdRegex(pattern, flags) {
  const dotAll = flags.includes("s");
  const extended = flags.includes("x");
  let out = "";
  let i = 0;
  let depth = 0;
  const negatedEscape = (ch) => `[^${CLASS_ESCAPES[ch.toLowerCase()]}]`;
  const escapeAt = (inClass) => {
    const ch = pattern[i + 1];
    if (ch === void 0) throw new XPathError("FORX0002", "trailing backslash");
    i += 2;
    if (ch === "p" || ch === "P") {
      const close = pattern.indexOf("}", i);
      const prop = pattern.slice(i + 1, close);
      i = close + 1;
      if (prop.startsWith("Is"))
        throw new XPathError("FORX0002", `block escape \\${ch}{${prop}} unsupported`);
      return `\\${ch}{${prop}}`;
    }
    const lower = ch.toLowerCase();
    if (CLASS_ESCAPES[lower] !== void 0 && "sdwic".includes(lower)) {
      const positive = ch === lower;
      if (lower === "w") return positive ? "[\\P{P}&&\\P{Z}&&\\P{C}]" : "[\\p{P}\\p{Z}\\p{C}]";
      return positive ? `[${CLASS_ESCAPES[lower]}]` : negatedEscape(ch);
    }
    if (/\d/.test(ch)) {
      if (inClass) throw new XPathError("FORX0002", "back-reference inside a character class");
      return `\\${ch}`;
    }
    return single(ch, inClass);
  };
  const classAtom = () => {
    const ch = pattern[i];
    if (ch === "\\") return escapeAt(true);
    if (ch === "[") throw new XPathError("FORX0002", "unescaped [ in a character class");
    i++;
    return CLASS_PUNCTUATION.has(ch) ? `\\${ch}` : ch;
  };
  const classBody = () => {
    let body = "";
    if (pattern[i] === "^") {
      body += "^";
      i++;
    }
    let first = true;
    while (i < pattern.length) {
      const ch = pattern[i];
      if (ch === "]" && !first) {
        i++;
        return body;
      }
      first = false;
      if (ch === "-" && pattern[i + 1] === "[") {
        i += 2;
        const sub = classBody();
        if (pattern[i] !== "]") throw new XPathError("FORX0002", "subtraction must end the class");
        i++;
        return `[${body}]--[${sub}]`;
      }
      const from = classAtom();
      if (pattern[i] === "-" && pattern[i + 1] !== "]" && pattern[i + 1] !== "[" && i + 1 < pattern.length) {
        i++;
        body += `${from}-${classAtom()}`;
      } else body += from;
    }
    throw new XPathError("FORX0002", "unterminated character class");
  };
  while (i < pattern.length) {
    const ch = pattern[i];
    if (extended && /[ \t\n\r]/.test(ch)) {
      i++;
      continue;
    }
    if (ch === "\\") out += escapeAt(false);
    else if (ch === "[") {
      i++;
      out += `[${classBody()}]`;
    } else if (ch === ".") {
      out += dotAll ? "[^]" : "[^\\n\\r]";
      i++;
    } else if (ch === "(") {
      if (pattern[i + 1] === "?")
        throw new XPathError("FORX0002", "group modifiers are not XPath regex syntax");
      depth++;
      out += ch;
      i++;
    } else if (ch === ")") {
      depth--;
      out += ch;
      i++;
    } else if (ch === "/") {
      out += "\\/";
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  if (depth !== 0) throw new XPathError("FORX0002", "unbalanced parentheses");
  let jsFlags = "v";
  if (flags.includes("i")) jsFlags += "i";
  if (flags.includes("m")) jsFlags += "m";
  for (const f of flags) if (!"smix".includes(f)) throw new XPathError("FORX0001", `invalid regex flag ${f}`);
  return { source: out, flags: jsFlags };
}
function xsdRegExp(pattern, flags, extra = "") {
  const t = translateXsdRegex(pattern, flags);
  try {
    return new RegExp(t.source, t.flags + extra);
  } catch (e2) {
    throw new XPathError("FORX0002", `invalid regular expression ${pattern}: ${String(e2)}`);
  }
}

// engine/src/rules/functions.ts
var EMPTY2 = [];
var XML_WS = /[ \t\r\n]+/g;
var SURROGATE = /[\uD800-\uDFFF]/;
function contextItem(c, fn) {
  if (c.item === void 0) throw new XPathError("XPDY0002", `${fn}(): no context item`);
  return c.item;
}
function stringArg(tree, seq, fn) {
  if (seq.length === 1 && typeof seq[0] === "number") return tree.stringValue(seq[0]);
  const a = optionalAtomic(tree, seq, fn);
  if (a === null) return "";
  if (a.t === STRING || a.t === UNTYPED || a.t === ANYURI) return a.v;
  throw new XPathError("XPTY0004", `${fn}(): expected a string, got ${atomicToString(a)}`);
}
function doubleArg(tree, seq, fn) {
  const a = optionalAtomic(tree, seq, fn);
  if (a === null) throw new XPathError("XPTY0004", `${fn}(): empty numeric argument`);
  const n = numericOperand(a);
  return n.t === DOUBLE ? n.v : Number(n.v.toString());
}
function codepoints(s) {
  return SURROGATE.test(s) ? Array.from(s) : s.split("");
}
function xpathRound(d) {
  if (!Number.isFinite(d) || d === 0) return d;
  return Math.floor(d + 0.5);
}
function regex(site, pattern, flags, extra) {
  const key = `${flags}/${extra}/${pattern}`;
  if (site.key !== key || !site.re) {
    site.re = xsdRegExp(pattern, flags, extra);
    site.key = key;
  }
  site.re.lastIndex = 0;
  return site.re;
}
function flagsArg(c, args, i, fn) {
  return args.length > i ? stringArg(c.env.tree, args[i], fn) : "";
}
function nodeArg(c, args, fn) {
  const seq = args.length > 0 ? args[0] : [contextItem(c, fn)];
  if (seq.length === 0) return null;
  const n = seq[0];
  if (seq.length > 1 || typeof n !== "number") throw new XPathError("XPTY0004", `${fn}(): expected a node`);
  return n;
}
function sum(c, seq, zero) {
  if (seq.length === 0) return zero;
  let acc = null;
  for (const item of seq) {
    const a = numericOperand(atomize(c.env.tree, item));
    acc = acc === null ? a : arithmetic("+", acc, a);
  }
  return [acc];
}
var string1 = (fn) => (c, a) => [fn(stringArg(c.env.tree, a[0], "fn"))];
var string2 = (fn, name) => (c, a) => [fn(stringArg(c.env.tree, a[0], name), stringArg(c.env.tree, a[1], name))];
var FUNCTIONS = {
  true: { arity: [0], impl: () => [TRUE] },
  false: { arity: [0], impl: () => [FALSE] },
  not: { arity: [1], impl: (_c, a) => [bool(!ebv(a[0]))] },
  boolean: { arity: [1], impl: (_c, a) => [bool(ebv(a[0]))] },
  exists: { arity: [1], impl: (_c, a) => [bool(a[0].length > 0)] },
  empty: { arity: [1], impl: (_c, a) => [bool(a[0].length === 0)] },
  count: { arity: [1], impl: (_c, a) => [int(a[0].length)] },
  position: { arity: [0], impl: (c) => [int(c.pos)] },
  last: { arity: [0], impl: (c) => [int(c.size)] },
  reverse: { arity: [1], impl: (_c, a) => [...a[0]].reverse() },
  string: {
    arity: [0, 1],
    impl: (c, a) => {
      const seq = a.length ? a[0] : [contextItem(c, "string")];
      if (seq.length === 0) return [str("")];
      if (seq.length > 1) throw new XPathError("XPTY0004", "string(): more than one item");
      return [str(atomicToString(atomize(c.env.tree, seq[0])))];
    }
  },
  "string-length": {
    arity: [0, 1],
    impl: (c, a) => {
      const s = a.length ? stringArg(c.env.tree, a[0], "string-length") : atomicToString(atomize(c.env.tree, contextItem(c, "string-length")));
      return [int(SURROGATE.test(s) ? Array.from(s).length : s.length)];
    }
  },
  "normalize-space": {
    arity: [0, 1],
    impl: (c, a) => {
      const s = a.length ? stringArg(c.env.tree, a[0], "normalize-space") : atomicToString(atomize(c.env.tree, contextItem(c, "normalize-space")));
      return [str(s.replace(XML_WS, " ").replace(/^ | $/g, ""))];
    }
  },
  "upper-case": { arity: [1], impl: string1((s) => str(s.toUpperCase())) },
  "lower-case": { arity: [1], impl: string1((s) => str(s.toLowerCase())) },
  contains: { arity: [2], impl: string2((s, t) => bool(s.includes(t)), "contains") },
  "starts-with": { arity: [2], impl: string2((s, t) => bool(s.startsWith(t)), "starts-with") },
  "ends-with": { arity: [2], impl: string2((s, t) => bool(s.endsWith(t)), "ends-with") },
  "substring-before": {
    arity: [2],
    impl: string2((s, t) => {
      const i = s.indexOf(t);
      return str(i < 0 ? "" : s.slice(0, i));
    }, "substring-before")
  },
  "substring-after": {
    arity: [2],
    impl: string2((s, t) => {
      const i = s.indexOf(t);
      return str(i < 0 ? "" : s.slice(i + t.length));
    }, "substring-after")
  },
  substring: {
    arity: [2, 3],
    impl: (c, a) => {
      const chars = codepoints(stringArg(c.env.tree, a[0], "substring"));
      const start = xpathRound(doubleArg(c.env.tree, a[1], "substring"));
      const end = a.length > 2 ? start + xpathRound(doubleArg(c.env.tree, a[2], "substring")) : Infinity;
      if (Number.isNaN(start) || Number.isNaN(end)) return [str("")];
      const from = Math.max(start, 1);
      if (end <= from) return [str("")];
      return [str(chars.slice(from - 1, Number.isFinite(end) ? end - 1 : void 0).join(""))];
    }
  },
  concat: {
    arity: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    impl: (c, a) => {
      let s = "";
      for (const seq of a) {
        const v = optionalAtomic(c.env.tree, seq, "concat");
        if (v !== null) s += atomicToString(v);
      }
      return [str(s)];
    }
  },
  "string-join": {
    arity: [2],
    impl: (c, a) => {
      const parts = atomizeAll(c.env.tree, a[0]).map((v) => {
        if (v.t !== STRING && v.t !== UNTYPED && v.t !== ANYURI)
          throw new XPathError("XPTY0004", "string-join(): expected strings");
        return v.v;
      });
      return [str(parts.join(stringArg(c.env.tree, a[1], "string-join")))];
    }
  },
  translate: {
    arity: [3],
    impl: (c, a) => {
      const s = codepoints(stringArg(c.env.tree, a[0], "translate"));
      const from = codepoints(stringArg(c.env.tree, a[1], "translate"));
      const to = codepoints(stringArg(c.env.tree, a[2], "translate"));
      let out = "";
      for (const ch of s) {
        const i = from.indexOf(ch);
        if (i < 0) out += ch;
        else if (i < to.length) out += to[i];
      }
      return [str(out)];
    }
  },
  "string-to-codepoints": {
    arity: [1],
    impl: (c, a) => {
      const s = stringArg(c.env.tree, a[0], "string-to-codepoints");
      return Array.from(s, (ch) => int(ch.codePointAt(0)));
    }
  },
  "codepoints-to-string": {
    arity: [1],
    impl: (c, a) => {
      let s = "";
      for (const item of a[0]) {
        const v = castAtomic(numericOperand(atomize(c.env.tree, item)), "integer");
        s += String.fromCodePoint(Number(v.v.toString()));
      }
      return [str(s)];
    }
  },
  matches: {
    arity: [2, 3],
    impl: (c, a, site) => {
      const s = stringArg(c.env.tree, a[0], "matches");
      const re = regex(
        site,
        stringArg(c.env.tree, a[1], "matches"),
        flagsArg(c, a, 2, "matches"),
        ""
      );
      return [bool(re.test(s))];
    }
  },
  replace: {
    arity: [3, 4],
    impl: (c, a, site) => {
      const s = stringArg(c.env.tree, a[0], "replace");
      const re = regex(
        site,
        stringArg(c.env.tree, a[1], "replace"),
        flagsArg(c, a, 3, "replace"),
        "g"
      );
      if (re.test("")) throw new XPathError("FORX0003", "replace(): pattern matches the empty string");
      const repl = stringArg(c.env.tree, a[2], "replace");
      re.lastIndex = 0;
      return [
        str(
          s.replace(re, (...m) => {
            const groups = m.slice(0, -2);
            return repl.replace(
              /\\([\\$])|\$(\d)/g,
              (_x, esc, g) => esc ?? groups[Number(g)] ?? ""
            );
          })
        )
      ];
    }
  },
  tokenize: {
    arity: [2, 3],
    impl: (c, a, site) => {
      const s = stringArg(c.env.tree, a[0], "tokenize");
      const re = regex(
        site,
        stringArg(c.env.tree, a[1], "tokenize"),
        flagsArg(c, a, 2, "tokenize"),
        "g"
      );
      if (re.test("")) throw new XPathError("FORX0003", "tokenize(): pattern matches the empty string");
      if (s === "") return EMPTY2;
      re.lastIndex = 0;
      const out = [];
      let from = 0;
      for (let m = re.exec(s); m; m = re.exec(s)) {
        out.push(str(s.slice(from, m.index)));
        from = m.index + m[0].length;
      }
      out.push(str(s.slice(from)));
      return out;
    }
  },
  number: {
    arity: [0, 1],
    impl: (c, a) => {
      const v = optionalAtomic(
        c.env.tree,
        a.length ? a[0] : [contextItem(c, "number")],
        "number"
      );
      if (v === null) return [dbl(Number.NaN)];
      if (v.t === STRING || v.t === UNTYPED || v.t === ANYURI) return [dbl(parseDouble(v.v) ?? Number.NaN)];
      return [castAtomic(v, "double")];
    }
  },
  abs: {
    arity: [1],
    impl: (c, a) => {
      const v = optionalAtomic(c.env.tree, a[0], "abs");
      if (v === null) return EMPTY2;
      const n = numericOperand(v);
      return [n.t === DOUBLE ? dbl(Math.abs(n.v)) : { t: n.t, v: n.v.abs() }];
    }
  },
  round: {
    arity: [1],
    impl: (c, a) => {
      const v = optionalAtomic(c.env.tree, a[0], "round");
      if (v === null) return EMPTY2;
      const n = numericOperand(v);
      if (n.t === DOUBLE) return [dbl(xpathRound(n.v))];
      if (n.t === INTEGER) return [n];
      return [{ t: DECIMAL, v: n.v.round(0, "half-ceiling") }];
    }
  },
  sum: {
    arity: [1, 2],
    impl: (c, a) => sum(c, a[0], a.length > 1 ? a[1] : [int(0)])
  },
  "distinct-values": {
    arity: [1],
    impl: (c, a) => {
      const out = [];
      for (const v of atomizeAll(c.env.tree, a[0])) {
        const key = v.t === UNTYPED ? str(v.v) : v;
        if (!out.some((o) => sameKey(o, key))) out.push(key);
      }
      return out;
    }
  },
  name: {
    arity: [0, 1],
    impl: (c, a) => {
      const n = nodeArg(c, a, "name");
      return [str(n === null ? "" : c.env.tree.qname[n] ?? "")];
    }
  },
  "local-name": {
    arity: [0, 1],
    impl: (c, a) => {
      const n = nodeArg(c, a, "local-name");
      const id = n === null ? -1 : c.env.tree.name[n];
      return [str(id < 0 ? "" : c.env.tree.nameLocal[id])];
    }
  },
  "namespace-uri": {
    arity: [0, 1],
    impl: (c, a) => {
      const n = nodeArg(c, a, "namespace-uri");
      const id = n === null ? -1 : c.env.tree.name[n];
      return [{ t: ANYURI, v: id < 0 ? "" : c.env.tree.nameNs[id] }];
    }
  }
};
function numericValue(a) {
  return a.t === DOUBLE ? a.v : Number(a.v.toString());
}

// engine/src/rules/compileExpr.ts
var EMPTY3 = [];
var XS_TYPE_OF = {
  [STRING]: ["string", "anyAtomicType"],
  [UNTYPED]: ["untypedAtomic", "anyAtomicType"],
  [ANYURI]: ["anyURI", "anyAtomicType"],
  [BOOLEAN]: ["boolean", "anyAtomicType"],
  [INTEGER]: ["integer", "decimal", "anyAtomicType"],
  [DECIMAL]: ["decimal", "anyAtomicType"],
  [DOUBLE]: ["double", "anyAtomicType"],
  [DATE]: ["date", "anyAtomicType"],
  [DATETIME]: ["dateTime", "anyAtomicType"]
};
function sortNodes(seq) {
  seq.sort((a, b) => a - b);
  let w = 0;
  for (let r = 0; r < seq.length; r++) if (r === 0 || seq[r] !== seq[w - 1]) seq[w++] = seq[r];
  seq.length = w;
  return seq;
}
function allNodes(seq, what) {
  for (const i of seq) if (typeof i !== "number") throw new XPathError("XPTY0004", `${what} of non-nodes`);
  return seq;
}
function returnsNodes(e2) {
  if (e2.k === "step" || e2.k === "root") return true;
  if (e2.k === "path") return returnsNodes(e2.b);
  if (e2.k === "union" || e2.k === "intersect" || e2.k === "except") return true;
  if (e2.k === "filter") return returnsNodes(e2.a);
  return false;
}
function isDescendantShortcut(e2) {
  return e2.k === "path" && e2.b.k === "step" && e2.b.axis === "child" && e2.b.test.k === "name" && e2.a.k === "path" && e2.a.b.k === "step" && e2.a.b.axis === "descendant-or-self";
}
function isBooleanExpr(e2) {
  if (["or", "and", "gcmp", "vcmp", "ncmp", "instance", "castable", "some", "every"].includes(e2.k))
    return true;
  if (e2.k === "call") {
    return [
      "not",
      "boolean",
      "exists",
      "empty",
      "true",
      "false",
      "contains",
      "starts-with",
      "ends-with",
      "matches"
    ].includes(e2.fn);
  }
  return false;
}
function positionFree(e2) {
  if (isBooleanExpr(e2)) return !usesFocusSize(e2);
  return e2.k === "path" || e2.k === "step" ? !usesFocusSize(e2) : false;
}
function usesFocusSize(e2) {
  if (e2.k === "call" && (e2.fn === "position" || e2.fn === "last")) return true;
  switch (e2.k) {
    case "or":
    case "and":
    case "gcmp":
    case "vcmp":
    case "ncmp":
    case "arith":
    case "union":
    case "intersect":
    case "except":
    case "range":
      return usesFocusSize(e2.a) || usesFocusSize(e2.b);
    case "path":
      return usesFocusSize(e2.a);
    case "neg":
    case "instance":
    case "treat":
    case "cast":
    case "castable":
    case "valueof":
    case "conv":
      return usesFocusSize(e2.a);
    case "filter":
      return usesFocusSize(e2.a);
    case "call":
      return e2.args.some(usesFocusSize);
    case "if":
      return usesFocusSize(e2.c) || usesFocusSize(e2.t) || usesFocusSize(e2.e);
    case "seq":
      return e2.items.some(usesFocusSize);
    case "for":
    case "some":
    case "every":
      return usesFocusSize(e2.in);
    case "let":
      return usesFocusSize(e2.value) || usesFocusSize(e2.ret);
    default:
      return false;
  }
}
var ExprCompiler = class {
  program;
  nameIndex = /* @__PURE__ */ new Map();
  constructor(program) {
    this.program = program;
  }
  nameRef(ns, local) {
    const key = `${ns}}${local}`;
    let i = this.nameIndex.get(key);
    if (i === void 0) {
      i = this.program.nameKeys.length;
      this.program.nameKeys.push({ ns, local });
      this.nameIndex.set(key, i);
    }
    return i;
  }
  /** Compiles to an effective-boolean-value closure, directly where the expression allows. */
  bool(e2) {
    switch (e2.k) {
      case "and": {
        const a = this.bool(e2.a);
        const b = this.bool(e2.b);
        return (c) => a(c) && b(c);
      }
      case "or": {
        const a = this.bool(e2.a);
        const b = this.bool(e2.b);
        return (c) => a(c) || b(c);
      }
      case "gcmp": {
        if (e2.b.k === "str" || e2.a.k === "str")
          return this.compareToString(
            e2.op,
            e2.b.k === "str" ? e2.a : e2.b,
            e2.b.k === "str" ? e2.b.v : e2.a.v,
            e2.b.k === "str"
          );
        const a = this.seq(e2.a);
        const b = this.seq(e2.b);
        const op = e2.op;
        return (c) => generalCompare(c.env.tree, op, a(c), b(c));
      }
      case "path":
      case "step":
        if (returnsNodes(e2)) return this.nonEmpty(e2);
        break;
      case "call":
        if (e2.fn === "not" && e2.args.length === 1) {
          const a = this.bool(e2.args[0]);
          return (c) => !a(c);
        }
        if (e2.fn === "exists" && e2.args.length === 1) {
          const arg = e2.args[0];
          if (returnsNodes(arg)) return this.nonEmpty(arg);
          const a = this.seq(arg);
          return (c) => a(c).length > 0;
        }
        if (e2.fn === "true") return () => true;
        if (e2.fn === "false") return () => false;
        break;
      default:
        break;
    }
    const s = this.seq(e2);
    return (c) => ebv(s(c));
  }
  /** `E = 'literal'` (either side): strings compare by codepoint, no atomised copies of the node side. */
  compareToString(op, other, literal, literalRight) {
    const a = this.seq(other);
    const lit = str(literal);
    return (c) => {
      const tree = c.env.tree;
      for (const item of a(c)) {
        if (typeof item === "number") {
          const v = tree.stringValue(item);
          const cmp = v < literal ? -1 : v > literal ? 1 : 0;
          if (holdsOp(op, literalRight ? cmp : -cmp)) return true;
        } else if (literalRight ? generalPair(op, item, lit) : generalPair(op, lit, item)) return true;
      }
      return false;
    };
  }
  /**
   * True when a node-valued path is non-empty, stopping at the first node found: `exists(//x[p])` and
   * `[cac:X/cbc:Y]` tests do not build whole node sequences.
   */
  nonEmpty(e2) {
    if (isDescendantShortcut(e2) && e2.k === "path" && e2.b.k === "step" && e2.b.preds.every(positionFree) && e2.a.k === "path") {
      return this.nonEmpty({
        k: "path",
        a: e2.a.a,
        b: { k: "step", axis: "descendant", test: e2.b.test, preds: e2.b.preds }
      });
    }
    if (e2.k === "path" && e2.b.k === "step" && !isDescendantShortcut(e2)) {
      const left = this.seq(e2.a);
      const right = this.nonEmpty(e2.b);
      return (c) => {
        const input = left(c);
        if (input.length === 0) return false;
        const inner = { env: c.env, item: void 0, pos: 0, size: input.length, frame: c.frame };
        for (let i = 0; i < input.length; i++) {
          const n = input[i];
          if (typeof n !== "number") throw new XPathError("XPTY0019", "path step on an atomic value");
          inner.item = n;
          inner.pos = i + 1;
          if (right(inner)) return true;
        }
        return false;
      };
    }
    if (e2.k === "step" && e2.preds.length > 0 && e2.preds.every(positionFree)) {
      const nodes = this.axis(e2.axis, e2.test);
      const preds = e2.preds.map((p) => this.bool(p));
      return (c) => {
        const v = nodes(c);
        if (v.length === 0) return false;
        const inner = { env: c.env, item: void 0, pos: 0, size: 0, frame: c.frame };
        outer: for (const n of v) {
          inner.item = n;
          for (const p of preds) if (!p(inner)) continue outer;
          return true;
        }
        return false;
      };
    }
    const s = this.seq(e2);
    return (c) => s(c).length > 0;
  }
  /** Compiles to a sequence-valued closure. */
  seq(e2) {
    switch (e2.k) {
      case "str": {
        const v = [str(e2.v)];
        return () => v;
      }
      case "int": {
        const v = [{ t: INTEGER, v: Decimal.parse(e2.v) }];
        return () => v;
      }
      case "dec": {
        const v = [{ t: DECIMAL, v: Decimal.parse(e2.v) }];
        return () => v;
      }
      case "dbl": {
        const v = [dbl(Number(e2.v))];
        return () => v;
      }
      case "ctx":
        return (c) => {
          if (c.item === void 0) throw new XPathError("XPDY0002", "no context item");
          return [c.item];
        };
      case "root":
        return (c) => {
          if (typeof c.item !== "number") throw new XPathError("XPDY0050", "root of a non-node");
          return [0];
        };
      case "var": {
        const slot = e2.slot;
        return (c) => {
          const v = c.frame[slot];
          if (v instanceof XPathError) throw v;
          if (v === void 0) throw new XPathError("XPST0008", `unbound variable slot ${slot}`);
          return v;
        };
      }
      case "gvar": {
        const g = e2.g;
        return (c) => this.global(c.env, g);
      }
      case "seq": {
        const items = e2.items.map((x) => this.seq(x));
        if (items.length === 0) return () => EMPTY3;
        if (items.length === 1) return items[0];
        return (c) => {
          const out = [];
          for (const f of items) for (const i of f(c)) out.push(i);
          return out;
        };
      }
      case "and":
      case "or":
      case "gcmp":
      case "instance":
      case "castable": {
        if (e2.k === "instance") return this.instance(e2.a, e2.type);
        if (e2.k === "castable") {
          const a = this.seq(e2.a);
          const { type, opt: opt2 } = e2;
          return (c) => {
            const v = a(c);
            if (v.length === 0) return [bool(opt2)];
            if (v.length > 1) return [bool(false)];
            try {
              castAtomic(atomize(c.env.tree, v[0]), type);
              return [bool(true)];
            } catch (err) {
              if (err instanceof XPathError) return [bool(false)];
              throw err;
            }
          };
        }
        const b = this.bool(e2);
        return (c) => [bool(b(c))];
      }
      case "vcmp": {
        const a = this.seq(e2.a);
        const b = this.seq(e2.b);
        const op = e2.op;
        return (c) => {
          const r = valueCompare(c.env.tree, op, a(c), b(c));
          return r === null ? EMPTY3 : [bool(r)];
        };
      }
      case "ncmp": {
        const a = this.seq(e2.a);
        const b = this.seq(e2.b);
        const op = e2.op;
        return (c) => {
          const x = a(c);
          const y = b(c);
          if (x.length === 0 || y.length === 0) return EMPTY3;
          const p = x[0];
          const q = y[0];
          if (x.length > 1 || y.length > 1 || typeof p !== "number" || typeof q !== "number")
            throw new XPathError("XPTY0004", "node comparison of non-nodes");
          return [bool(op === "is" ? p === q : op === "<<" ? p < q : p > q)];
        };
      }
      case "arith": {
        const a = this.seq(e2.a);
        const b = this.seq(e2.b);
        const op = e2.op;
        return (c) => {
          const x = optionalAtomic(c.env.tree, a(c), op);
          if (x === null) return EMPTY3;
          const y = optionalAtomic(c.env.tree, b(c), op);
          if (y === null) return EMPTY3;
          return [arithmetic(op, x, y)];
        };
      }
      case "neg": {
        const a = this.seq(e2.a);
        return (c) => {
          const x = optionalAtomic(c.env.tree, a(c), "unary minus");
          return x === null ? EMPTY3 : [negate(x)];
        };
      }
      case "range": {
        const a = this.seq(e2.a);
        const b = this.seq(e2.b);
        return (c) => {
          const x = optionalAtomic(c.env.tree, a(c), "to");
          const y = optionalAtomic(c.env.tree, b(c), "to");
          if (x === null || y === null) return EMPTY3;
          const from = numericValue(castAtomic(x, "integer"));
          const to = numericValue(castAtomic(y, "integer"));
          const out = [];
          for (let i = from; i <= to; i++) out.push(int(i));
          return out;
        };
      }
      case "union":
      case "intersect":
      case "except": {
        const a = this.seq(e2.a);
        const b = this.seq(e2.b);
        const k = e2.k;
        return (c) => {
          const x = allNodes(a(c), k);
          const y = allNodes(b(c), k);
          if (k === "union") return sortNodes([...x, ...y]);
          const set = new Set(y);
          return sortNodes(x.filter((n) => k === "intersect" ? set.has(n) : !set.has(n)));
        };
      }
      case "treat":
        return this.seq(e2.a);
      case "cast": {
        const a = this.seq(e2.a);
        const { type, opt: opt2 } = e2;
        return (c) => {
          const v = a(c);
          if (v.length === 0) {
            if (opt2) return EMPTY3;
            throw new XPathError("XPTY0004", `cast of an empty sequence to xs:${type}`);
          }
          if (v.length > 1) throw new XPathError("XPTY0004", `cast of a sequence to xs:${type}`);
          return [castAtomic(atomize(c.env.tree, v[0]), type)];
        };
      }
      case "if": {
        const cond = this.bool(e2.c);
        const t = this.seq(e2.t);
        const f = this.seq(e2.e);
        return (c) => cond(c) ? t(c) : f(c);
      }
      case "for": {
        const inE = this.seq(e2.in);
        const ret = this.seq(e2.ret);
        const slot = e2.slot;
        return (c) => {
          const out = [];
          for (const i of inE(c)) {
            c.frame[slot] = [i];
            for (const r of ret(c)) out.push(r);
          }
          return out;
        };
      }
      case "some":
      case "every": {
        const inE = this.seq(e2.in);
        const sat = this.bool(e2.sat);
        const slot = e2.slot;
        const every = e2.k === "every";
        return (c) => {
          for (const i of inE(c)) {
            c.frame[slot] = [i];
            if (sat(c) !== every) return [bool(!every)];
          }
          return [bool(every)];
        };
      }
      case "let": {
        const value = this.seq(e2.value);
        const ret = this.seq(e2.ret);
        const slot = e2.slot;
        return (c) => {
          c.frame[slot] = value(c);
          return ret(c);
        };
      }
      case "conv": {
        const a = this.seq(e2.a);
        const type = e2.type;
        return (c) => convert(c.env.tree, a(c), type);
      }
      case "valueof": {
        const a = this.seq(e2.a);
        return (c) => [untyped(valueOf(c.env.tree, a(c)))];
      }
      case "call":
        return this.call(e2.fn, e2.args);
      case "ucall": {
        const args = e2.args.map((x) => this.seq(x));
        const index = e2.fn;
        return (c) => {
          const f = c.env.program.functions[index];
          if (!f) throw new XPathError("XPST0017", `unknown function #${index}`);
          const frame = new Array(f.frame);
          for (let i = 0; i < args.length; i++) {
            const t = f.params[i];
            const v = args[i](c);
            frame[i] = t ? convert(c.env.tree, v, t) : v;
          }
          return f.ev({ env: c.env, item: void 0, pos: 0, size: 0, frame });
        };
      }
      case "path":
        return this.fastPath(e2) ?? this.path(e2.a, e2.b);
      case "step":
        return this.step(e2.axis, e2.test, e2.preds);
      case "filter": {
        const a = this.seq(e2.a);
        const preds = e2.preds.map((p) => this.predicate(p));
        return (c) => {
          let v = a(c);
          for (const p of preds) v = p(c, v);
          return v;
        };
      }
    }
  }
  global(env, g) {
    const cached = env.globals[g];
    if (cached) return cached;
    const def = this.program.globals[g];
    if (!def) throw new XPathError("XPST0008", `unknown global #${g}`);
    const v = def.ev({ env, item: 0, pos: 1, size: 1, frame: new Array(def.frame) });
    env.globals[g] = v;
    return v;
  }
  instance(a, type) {
    const ev = this.seq(a);
    return (c) => [bool(matchesType(c.env.tree, ev(c), type))];
  }
  call(fn, argExprs) {
    const def = FUNCTIONS[fn];
    if (!def || !def.arity.includes(argExprs.length))
      throw new XPathError("XPST0017", `unsupported function ${fn}#${argExprs.length}`);
    const args = argExprs.map((x) => this.seq(x));
    const impl = def.impl;
    const site = {};
    if (fn === "count" && argExprs.length === 1) {
      const a = args[0];
      return (c) => [int(a(c).length)];
    }
    return (c) => {
      const values = new Array(args.length);
      for (let i = 0; i < args.length; i++) values[i] = args[i](c);
      return impl(c, values, site);
    };
  }
  /** A predicate filter over a sequence already in the order positions count in. */
  predicate(p, safe = false) {
    if (safe) {
      const s2 = this.seq(p);
      return (c, input) => {
        const out = [];
        const inner = { env: c.env, item: void 0, pos: 0, size: input.length, frame: c.frame };
        for (let i = 0; i < input.length; i++) {
          inner.item = input[i];
          inner.pos = i + 1;
          try {
            if (keep(s2(inner), i + 1)) out.push(input[i]);
          } catch (e2) {
            if (!(e2 instanceof XPathError)) throw e2;
          }
        }
        return out;
      };
    }
    if (p.k === "int") {
      const k = Number(p.v);
      return (_c, input) => k >= 1 && k <= input.length ? [input[k - 1]] : EMPTY3;
    }
    if (positionFree(p)) {
      const b = this.bool(p);
      return (c, input) => {
        const out = [];
        const inner = { env: c.env, item: void 0, pos: 0, size: input.length, frame: c.frame };
        for (let i = 0; i < input.length; i++) {
          inner.item = input[i];
          inner.pos = i + 1;
          if (b(inner)) out.push(input[i]);
        }
        return out;
      };
    }
    const s = this.seq(p);
    return (c, input) => {
      const out = [];
      const inner = { env: c.env, item: void 0, pos: 0, size: input.length, frame: c.frame };
      for (let i = 0; i < input.length; i++) {
        inner.item = input[i];
        inner.pos = i + 1;
        if (keep(s(inner), i + 1)) out.push(input[i]);
      }
      return out;
    };
  }
  /**
   * Compiles a rule-context pattern (already anchored at the root): like `seq`, but a predicate of the
   * pattern that raises a dynamic error for a node leaves that node unmatched instead of failing the run.
   */
  pattern(e2) {
    if (e2.k === "union") {
      const a = this.pattern(e2.a);
      const b = this.pattern(e2.b);
      return (c) => sortNodes([...allNodes(a(c), "union"), ...allNodes(b(c), "union")]);
    }
    if (e2.k === "path") return this.path(e2.a, e2.b, true);
    if (e2.k === "step") return this.step(e2.axis, e2.test, e2.preds, true);
    if (e2.k === "filter") {
      const a = this.pattern(e2.a);
      const preds = e2.preds.map((p) => this.predicate(p, true));
      return (c) => {
        let v = a(c);
        for (const p of preds) v = p(c, v);
        return v;
      };
    }
    return this.seq(e2);
  }
  /**
   * A path of plain steps (child, attribute, self, parent, `//name`) with position-free predicates,
   * walked level by level over node-id arrays: no per-node contexts, no generic path machinery.
   */
  fastPath(e2) {
    const steps = [];
    let x = e2;
    while (x.k === "path") {
      steps.unshift(x.b);
      x = x.a;
    }
    const start = x;
    if (start.k !== "root" && start.k !== "ctx" && start.k !== "step") return null;
    if (start.k === "step") steps.unshift(start);
    const plan = [];
    for (let i = 0; i < steps.length; i++) {
      const st = steps[i];
      if (st.k !== "step" || !st.preds.every(positionFree)) return null;
      let axis = st.axis;
      let step2 = st;
      if (axis === "descendant-or-self" && st.test.k === "kind" && st.test.kind === "node" && st.preds.length === 0) {
        const next = steps[i + 1];
        if (!next || next.k !== "step" || next.axis !== "child" || !next.preds.every(positionFree))
          return null;
        step2 = next;
        axis = "descendant";
        i++;
      }
      if (!["child", "attribute", "self", "parent", "descendant"].includes(axis)) return null;
      plan.push({ axis, test: step2.test, preds: step2.preds.map((p) => this.bool(p)) });
    }
    const evals = plan.map((p) => ({
      nodes: this.axis(p.axis, p.test),
      preds: p.preds,
      sorts: p.axis === "parent" || p.axis === "descendant"
    }));
    const fromRoot = start.k === "root";
    return (c) => {
      if (typeof c.item !== "number") {
        if (c.item === void 0) throw new XPathError("XPDY0002", "no context item");
        throw new XPathError("XPTY0020", "path from a non-node");
      }
      let cur = [fromRoot ? 0 : c.item];
      const inner = { env: c.env, item: void 0, pos: 0, size: 0, frame: c.frame };
      for (const st of evals) {
        let next;
        if (cur.length === 1) {
          inner.item = cur[0];
          next = st.nodes(inner);
        } else {
          next = [];
          for (const n of cur) {
            inner.item = n;
            for (const m of st.nodes(inner)) next.push(m);
          }
          if (st.sorts) sortNodes(next);
        }
        for (const p of st.preds) {
          const kept = [];
          for (const n of next) {
            inner.item = n;
            if (p(inner)) kept.push(n);
          }
          next = kept;
        }
        if (next.length === 0) return EMPTY3;
        cur = next;
      }
      return cur;
    };
  }
  path(a, b, safe = false) {
    if (b.k === "step" && b.axis === "child" && b.test.k === "name" && b.preds.every(positionFree) && a.k === "path" && a.b.k === "step" && a.b.axis === "descendant-or-self" && a.b.test.k === "kind" && a.b.test.kind === "node" && a.b.preds.length === 0) {
      return this.path(a.a, { k: "step", axis: "descendant", test: b.test, preds: b.preds }, safe);
    }
    if (b.k === "union" && !safe)
      return this.seq({ k: "union", a: { k: "path", a, b: b.a }, b: { k: "path", a, b: b.b } });
    const left = safe ? this.pattern(a) : this.seq(a);
    const right = safe ? this.pattern(b) : this.seq(b);
    const ordered = b.k === "step" && (b.axis === "child" || b.axis === "attribute" || b.axis === "self");
    return (c) => {
      const input = left(c);
      if (input.length === 0) return EMPTY3;
      const inner = { env: c.env, item: void 0, pos: 0, size: input.length, frame: c.frame };
      if (input.length === 1) {
        if (typeof input[0] !== "number") throw new XPathError("XPTY0019", "path step on an atomic value");
        inner.item = input[0];
        inner.pos = 1;
        return right(inner);
      }
      const out = [];
      let nodes = 0;
      for (let i = 0; i < input.length; i++) {
        const n = input[i];
        if (typeof n !== "number") throw new XPathError("XPTY0019", "path step on an atomic value");
        inner.item = n;
        inner.pos = i + 1;
        for (const r of right(inner)) {
          if (typeof r === "number") nodes++;
          out.push(r);
        }
      }
      if (nodes === 0) return out;
      if (nodes !== out.length) throw new XPathError("XPTY0018", "path mixes nodes and atomic values");
      return ordered ? out : sortNodes(out);
    };
  }
  step(axis, test, predExprs, safe = false) {
    const preds = predExprs.map((p) => this.predicate(p, safe));
    const nodes = this.axis(axis, test);
    const reverse = axis === "ancestor" || axis === "ancestor-or-self" || axis === "preceding-sibling" || axis === "preceding" || axis === "parent";
    if (preds.length === 0) return nodes;
    return (c) => {
      let v = nodes(c);
      if (reverse) v = v.slice().reverse();
      for (const p of preds) v = p(c, v);
      return reverse ? v.reverse() : v;
    };
  }
  /** Nodes along an axis that pass a node test, in document order. */
  axis(axis, test) {
    const match = this.nodeTest(test, axis === "attribute" ? ATTRIBUTE : ELEMENT);
    const byName = test.k === "name" && test.ns !== "*" && test.local !== "*" ? this.nameRef(test.ns, test.local) : -1;
    const focus = (c) => {
      if (typeof c.item !== "number") throw new XPathError("XPTY0020", "axis step from a non-node");
      return c.item;
    };
    switch (axis) {
      case "child":
        return (c) => {
          const n = focus(c);
          const t = c.env.tree;
          const out = [];
          const k = t.kind[n];
          if (k !== ELEMENT && k !== DOC2) return out;
          const end = t.end[n];
          if (byName >= 0) {
            const id = c.env.names[byName];
            if (id === -1) return out;
            for (let ch = t.attrEnd[n]; ch < end; ch = t.end[ch]) {
              if (t.name[ch] === id && t.kind[ch] === ELEMENT) out.push(ch);
            }
            return out;
          }
          for (let ch = t.attrEnd[n]; ch < end; ch = t.end[ch])
            if (match(c.env, ch)) out.push(ch);
          return out;
        };
      case "attribute":
        return (c) => {
          const n = focus(c);
          const t = c.env.tree;
          const out = [];
          if (t.kind[n] !== ELEMENT) return out;
          const end = t.attrEnd[n];
          for (let a = n + 1; a < end; a++) if (match(c.env, a)) out.push(a);
          return out;
        };
      case "descendant":
      case "descendant-or-self":
        return (c) => {
          const n = focus(c);
          const t = c.env.tree;
          const out = [];
          const end = t.end[n];
          if (axis === "descendant-or-self" && t.kind[n] !== ATTRIBUTE && match(c.env, n)) out.push(n);
          if (byName >= 0) {
            const id = c.env.names[byName];
            if (id === -1) return out;
            const list = t.elementsNamed(id);
            let lo = 0;
            let hi = list.length;
            while (lo < hi) {
              const mid = lo + hi >> 1;
              if (list[mid] <= n) lo = mid + 1;
              else hi = mid;
            }
            for (let i = lo; i < list.length && list[i] < end; i++) out.push(list[i]);
            return out;
          }
          for (let d = t.kind[n] === ELEMENT ? t.attrEnd[n] : n + 1; d < end; d++) {
            if (t.kind[d] === ATTRIBUTE) continue;
            if (match(c.env, d)) out.push(d);
          }
          return out;
        };
      case "self":
        return (c) => {
          const n = focus(c);
          return match(c.env, n) ? [n] : EMPTY3;
        };
      case "parent":
        return (c) => {
          const p = c.env.tree.parent[focus(c)];
          return p >= 0 && match(c.env, p) ? [p] : EMPTY3;
        };
      case "ancestor":
      case "ancestor-or-self":
        return (c) => {
          const t = c.env.tree;
          const out = [];
          let p = focus(c);
          if (axis === "ancestor") p = t.parent[p];
          for (; p >= 0; p = t.parent[p]) if (match(c.env, p)) out.push(p);
          return out.reverse();
        };
      case "following-sibling":
      case "preceding-sibling":
        return (c) => {
          const n = focus(c);
          const t = c.env.tree;
          const out = [];
          const p = t.parent[n];
          if (p < 0 || t.kind[n] === ATTRIBUTE) return out;
          if (axis === "following-sibling") {
            const end = t.end[p];
            for (let s = t.end[n]; s < end; s = t.end[s])
              if (match(c.env, s)) out.push(s);
          } else {
            for (let s = t.attrEnd[p]; s < n; s = t.end[s])
              if (match(c.env, s)) out.push(s);
          }
          return out;
        };
      case "following":
        return (c) => {
          const n = focus(c);
          const t = c.env.tree;
          const out = [];
          const start = t.kind[n] === ATTRIBUTE ? t.attrEnd[t.parent[n]] : t.end[n];
          if (byName >= 0) {
            const id = c.env.names[byName];
            if (id === -1) return out;
            for (const e2 of t.elementsNamed(id)) if (e2 >= start) out.push(e2);
            return out;
          }
          for (let d = start; d < t.size; d++) if (t.kind[d] !== ATTRIBUTE && match(c.env, d)) out.push(d);
          return out;
        };
      case "preceding":
        return (c) => {
          const n = focus(c);
          const t = c.env.tree;
          const out = [];
          const from = t.kind[n] === ATTRIBUTE ? t.parent[n] : n;
          if (byName >= 0) {
            const id = c.env.names[byName];
            if (id === -1) return out;
            for (const e2 of t.elementsNamed(id)) {
              if (e2 >= from) break;
              if (t.end[e2] <= from) out.push(e2);
            }
            return out;
          }
          for (let d = 1; d < from; d++) {
            if (t.kind[d] === ATTRIBUTE || t.end[d] > from) continue;
            if (match(c.env, d)) out.push(d);
          }
          return out;
        };
    }
  }
  nodeTest(test, principal) {
    if (test.k === "kind") {
      switch (test.kind) {
        case "node":
          return () => true;
        case "text":
          return (env, n) => env.tree.kind[n] === TEXT;
        case "element":
          return (env, n) => env.tree.kind[n] === ELEMENT;
        case "attribute":
          return (env, n) => env.tree.kind[n] === ATTRIBUTE;
        case "document":
          return (env, n) => env.tree.kind[n] === DOC2;
        case "comment":
          return (env, n) => env.tree.kind[n] === COMMENT;
        default:
          return (env, n) => env.tree.kind[n] === PI;
      }
    }
    const { ns, local } = test;
    if (ns === "*" && local === "*") return (env, n) => env.tree.kind[n] === principal;
    if (ns === "*")
      return (env, n) => env.tree.kind[n] === principal && env.tree.nameLocal[env.tree.name[n]] === local;
    if (local === "*")
      return (env, n) => env.tree.kind[n] === principal && env.tree.nameNs[env.tree.name[n]] === ns;
    const ref = this.nameRef(ns, local);
    return (env, n) => env.tree.kind[n] === principal && env.tree.name[n] === env.names[ref];
  }
};
function keep(v, pos) {
  const first = v[0];
  if (v.length === 1 && typeof first !== "number" && isNumeric(first))
    return numericValue(first) === pos;
  return ebv(v);
}
function valueOf(tree, seq) {
  return atomizeAll(tree, seq).map((a) => atomicToString(a)).join(" ");
}
function matchesType(tree, seq, type) {
  const n = seq.length;
  if (n === 0) return type.occ === "?" || type.occ === "*";
  if (n > 1 && (type.occ === "" || type.occ === "?")) return false;
  return seq.every((i) => {
    if (type.item === "item") return true;
    if (type.item.startsWith("node:")) {
      if (typeof i !== "number") return false;
      const kind = type.item.slice(5);
      const k = tree.kind[i];
      return kind === "node" || kind === "element" && k === ELEMENT || kind === "attribute" && k === ATTRIBUTE || kind === "text" && k === TEXT || kind === "document" && k === DOC2;
    }
    return typeof i !== "number" && (XS_TYPE_OF[i.t] ?? []).includes(type.item);
  });
}
function convert(tree, seq, type) {
  if (type.item === "item" || type.item.startsWith("node:")) {
    if (!matchesType(tree, seq, type))
      throw new XPathError("XPTY0004", "value does not match the declared type");
    return seq;
  }
  const out = atomizeAll(tree, seq).map((a) => {
    if (a.t === UNTYPED && type.item !== "untypedAtomic" && type.item !== "anyAtomicType")
      return castAtomic(a, type.item);
    if ((XS_TYPE_OF[a.t] ?? []).includes(type.item)) return a;
    if (type.item === "double" && (a.t === INTEGER || a.t === DECIMAL)) return castAtomic(a, "double");
    if (type.item === "string" && a.t === ANYURI) return str(a.v);
    throw new XPathError("XPTY0004", `${atomicToString(a)} is not an xs:${type.item}`);
  });
  if (!matchesType(tree, out, { item: "anyAtomicType", occ: type.occ })) {
    throw new XPathError(
      "XPTY0004",
      `sequence of ${out.length} does not match occurrence ${type.occ || "one"}`
    );
  }
  return out;
}

// engine/src/rules/loadRules.ts
function locationOf(tree, node) {
  if (tree.kind[node] === DOC2) return "";
  const steps = [];
  for (let n = node; n > 0; n = tree.parent[n]) {
    const id = tree.name[n];
    const ns = tree.nameNs[id];
    const local = tree.nameLocal[id];
    if (tree.kind[n] === ATTRIBUTE) {
      steps.push(ns === "" ? `@${local}` : `@*[local-name()='${local}' and namespace-uri()='${ns}']`);
    } else {
      const head = ns === "" ? local : `*:${local}[namespace-uri()='${ns}']`;
      steps.push(`${head}[${tree.sameNameIndex(n)}]`);
    }
  }
  return normaliseLocation(`/${steps.reverse().join("/")}`);
}
function loadRules(ir) {
  if (ir.format !== "einvoice-rules/1") throw new Error(`rules ${ir.id}: unknown format ${ir.format}`);
  const program = { nameKeys: [], globals: [], functions: [] };
  const compiler = new ExprCompiler(program);
  for (const g of ir.globals) program.globals.push({ ev: compiler.seq(g.value), frame: g.frame });
  for (const f of ir.functions)
    program.functions.push({ ev: compiler.seq(f.body), params: f.params.map((p) => p.type), frame: f.frame });
  const patterns = ir.patterns.map(
    (p) => p.rules.map(
      (r) => ({
        context: compiler.pattern(r.context),
        lets: r.lets.map((l) => ({ slot: l.slot, value: compiler.seq(l.value) })),
        frame: r.frame,
        checks: r.checks.map((c) => ({
          report: c.report === true,
          id: c.id,
          flag: c.flag,
          test: compiler.bool(c.test),
          message: c.message.map(
            (m) => typeof m === "string" ? m : "v" in m ? { v: compiler.seq(m.v) } : { n: compiler.seq(m.n) }
          )
        }))
      })
    )
  );
  const run = (tree) => {
    const names = new Int32Array(program.nameKeys.length);
    program.nameKeys.forEach((k, i) => {
      names[i] = tree.nameId(k.ns, k.local);
    });
    const env = { tree, names, globals: [], program };
    const root = { env, item: 0, pos: 1, size: 1, frame: [] };
    const claimed = new Int32Array(tree.size);
    const items = [];
    try {
      patterns.forEach((rules, p) => {
        const stamp = p + 1;
        const fires = [];
        rules.forEach((rule, r) => {
          for (const n of rule.context(root)) {
            if (typeof n !== "number" || claimed[n] === stamp) continue;
            claimed[n] = stamp;
            fires.push(n, r);
          }
        });
        const order = Array.from({ length: fires.length / 2 }, (_, i) => i).sort(
          (a, b) => fires[2 * a] - fires[2 * b]
        );
        for (const i of order)
          fire(env, rules[fires[2 * i + 1]], fires[2 * i], items);
      });
    } catch (e2) {
      if (e2 instanceof XPathError) return { ok: false, message: e2.message };
      throw e2;
    }
    return { ok: true, items };
  };
  return { id: ir.id, run };
}
function fire(env, rule, node, items) {
  const frame = new Array(rule.frame);
  const c = { env, item: node, pos: 1, size: 1, frame };
  for (const l of rule.lets) {
    try {
      frame[l.slot] = l.value(c);
    } catch (e2) {
      if (!(e2 instanceof XPathError)) throw e2;
      frame[l.slot] = e2;
    }
  }
  for (const check of rule.checks) {
    if (check.test(c) === check.report) {
      items.push({
        id: check.id,
        flag: check.flag,
        location: locationOf(env.tree, node),
        text: messageText(c, check.message),
        kind: check.report ? "report" : "assert"
      });
    }
  }
}
function messageText(c, parts) {
  let s = "";
  for (const p of parts) {
    if (typeof p === "string") s += p;
    else if ("v" in p) s += valueOf(c.env.tree, p.v(c));
    else {
      const n = p.n(c)[0];
      s += typeof n === "number" ? c.env.tree.qname[n] ?? "" : "";
    }
  }
  return s.trim().replace(/\s+/g, " ");
}

// engine/src/runtime.ts
async function createRuntime(loader) {
  let manifest;
  try {
    manifest = JSON.parse(await loader.text("manifest.json"));
  } catch (e2) {
    throw new Error(`rulesets build output not found or unreadable (run the rulesets build): ${String(e2)}`);
  }
  const byId = new Map(manifest.artefacts.map((a) => [a.id, a]));
  const sheets = /* @__PURE__ */ new Map();
  const compiled = /* @__PURE__ */ new Map();
  let schemas = null;
  const artefact = (id) => byId.get(id) ?? fail("NOT_EVALUABLE", `rule set ${id} is not built`);
  return {
    manifest,
    artefact,
    schemas() {
      schemas ??= loadSchemas(loader);
      return schemas;
    },
    stylesheet(id) {
      let p = sheets.get(id);
      if (!p) {
        const a = artefact(id);
        if (a.kind !== "schematron") throw new Error(`${id} is not a schematron artefact`);
        p = loader.text(a.sef).then((t) => JSON.parse(t));
        sheets.set(id, p);
      }
      return p;
    },
    rules(id) {
      let p = compiled.get(id);
      if (!p) {
        const a = artefact(id);
        if (a.kind !== "schematron") throw new Error(`${id} is not a schematron artefact`);
        p = loader.text(a.rules).then((t) => loadRules(JSON.parse(t)));
        compiled.set(id, p);
      }
      return p;
    }
  };
}

// engine/src/createEngine.ts
async function createEngine(config) {
  const rt = await createRuntime(config.loader);
  return {
    validate: (input, options) => validatePipeline(rt, input, options),
    prepare: async () => {
      await rt.schemas();
      await Promise.all(rt.manifest.artefacts.filter((a) => a.kind === "schematron").map((a) => rt.stylesheet(a.id)));
    },
    info: () => ({
      artefacts: rt.manifest.artefacts.map(({ id, name, authority, version }) => ({
        id,
        name,
        authority,
        version
      })),
      scenarios: [...new Set(rt.manifest.scenarios.map((s) => s.family))]
    })
  };
}

// engine/src/host/node.ts
var DEFAULT_BUILD_DIR = path2.resolve(
  path2.dirname(fileURLToPath(import.meta.url)),
  "../../../rulesets/build"
);
function nodeLoader(root = process.env.RULESETS_BUILD_DIR ?? DEFAULT_BUILD_DIR) {
  const resolve = (p) => {
    const full = path2.resolve(root, p);
    if (!full.startsWith(path2.resolve(root) + path2.sep))
      throw new Error(`path outside the rulesets build: ${p}`);
    return full;
  };
  return {
    text: (p) => fs.readFile(resolve(p), "utf8"),
    bytes: async (p) => new Uint8Array(await fs.readFile(resolve(p)))
  };
}
function createNodeEngine(root) {
  return createEngine({ loader: nodeLoader(root) });
}

// bench/largeInvoice.ts
function largeUblInvoice(lines) {
  const priceCents = 1250;
  const net = lines * priceCents;
  const vat = Math.round(net * 19 / 100);
  const money = (cents) => (cents / 100).toFixed(2);
  const line = (i) => `  <cac:InvoiceLine>
    <cbc:ID>${i}</cbc:ID>
    <cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">${money(priceCents)}</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>Article ${i}</cbc:Name>
      <cac:SellersItemIdentification><cbc:ID>A-${i}</cbc:ID></cac:SellersItemIdentification>
      <cac:ClassifiedTaxCategory>
        <cbc:ID>S</cbc:ID>
        <cbc:Percent>19</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">${money(priceCents)}</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
`;
  const party = (role, email, vatId) => `    <cac:Party>
      <cbc:EndpointID schemeID="EM">${email}</cbc:EndpointID>
      <cac:PostalAddress>
        <cbc:StreetName>${role} Street 1</cbc:StreetName>
        <cbc:CityName>Berlin</cbc:CityName>
        <cbc:PostalZone>10115</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>${vatId ? `
      <cac:PartyTaxScheme>
        <cbc:CompanyID>${vatId}</cbc:CompanyID>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:PartyTaxScheme>` : ""}
      <cac:PartyLegalEntity><cbc:RegistrationName>${role} GmbH</cbc:RegistrationName></cac:PartyLegalEntity>${vatId ? `
      <cac:Contact>
        <cbc:Name>Erika Mustermann</cbc:Name>
        <cbc:Telephone>+49 30 1234567</cbc:Telephone>
        <cbc:ElectronicMail>${email}</cbc:ElectronicMail>
      </cac:Contact>` : ""}
    </cac:Party>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>BENCH-${lines}</cbc:ID>
  <cbc:IssueDate>2026-11-21</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>
  <cac:AccountingSupplierParty>
${party("Seller", "seller@example.de", "DE123456789")}
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
${party("Buyer", "buyer@example.de", null)}
  </cac:AccountingCustomerParty>
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>
    <cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>Zahlbar innerhalb von 30 Tagen.</cbc:Note></cac:PaymentTerms>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">${money(vat)}</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">${money(net)}</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">${money(vat)}</cbc:TaxAmount>
      <cac:TaxCategory>
        <cbc:ID>S</cbc:ID>
        <cbc:Percent>19</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">${money(net)}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">${money(net)}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">${money(net + vat)}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">${money(net + vat)}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
${Array.from({ length: lines }, (_, i) => line(i + 1)).join("")}</ubl:Invoice>
`;
}

// bench/tmp-prof.mts
var e = await createNodeEngine();
var xml = largeUblInvoice(Number(process.argv[2] ?? 1e4));
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  await e.validate({ xml });
  console.log("run", (performance.now() - t0).toFixed(0));
}
