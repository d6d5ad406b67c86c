/**
 * The XSLT functions behind rewriteBigIntegerMod, declared in namespace prefix `p`.
 *
 * Why: SaxonJS 2.7 holds xs:integer values as JavaScript doubles, so `xs:integer(E) mod 97` on the
 * 30-digit string of an IBAN check (ISO 7064 MOD 97-10, XRechnung BR-DE-19 / Peppol R-011 area)
 * gives a wrong remainder where Saxon-HE on the JVM computes it exactly with big integers. These
 * functions take the remainder on the digit string itself, 7 digits at a time, which stays exact in
 * doubles. A value that is not a plain (signed) digit string goes through the original cast and
 * `mod`, so empty input, decimals and cast errors behave exactly as before.
 */
export function exactModFunctions(p: string): string {
  return `
  <xsl:function name="${p}:digits-mod" as="xs:integer">
    <xsl:param name="digits" as="xs:string"/>
    <xsl:param name="divisor" as="xs:integer"/>
    <xsl:param name="carry" as="xs:integer"/>
    <xsl:variable name="chunk" select="substring($digits, 1, 7)"/>
    <xsl:sequence select="if ($digits = '') then $carry else ${p}:digits-mod(substring($digits, 8), $divisor,
      ($carry * xs:integer(concat('1', replace($chunk, '[0-9]', '0'))) + xs:integer($chunk)) mod $divisor)"/>
  </xsl:function>
  <xsl:function name="${p}:is-digit-string" as="xs:boolean">
    <xsl:param name="value" as="xs:anyAtomicType"/>
    <xsl:sequence select="($value instance of xs:string or $value instance of xs:untypedAtomic)
      and matches($value, '^\\s*[+\\-]?[0-9]+\\s*$')"/>
  </xsl:function>
  <xsl:function name="${p}:signed-digits-mod" as="xs:integer">
    <xsl:param name="value" as="xs:anyAtomicType"/>
    <xsl:param name="divisor" as="xs:integer"/>
    <xsl:variable name="text" select="normalize-space(string($value))"/>
    <xsl:variable name="remainder" select="${p}:digits-mod(replace($text, '^[+\\-]', ''), $divisor, 0)"/>
    <xsl:sequence select="if (starts-with($text, '-')) then -$remainder else $remainder"/>
  </xsl:function>
  <xsl:function name="${p}:integer-mod" as="xs:integer?">
    <xsl:param name="value" as="xs:anyAtomicType?"/>
    <xsl:param name="divisor" as="xs:integer"/>
    <xsl:sequence select="if (exists($value) and ${p}:is-digit-string($value))
      then ${p}:signed-digits-mod($value, $divisor) else xs:integer($value) mod $divisor"/>
  </xsl:function>
  <xsl:function name="${p}:decimal-mod" as="xs:decimal?">
    <xsl:param name="value" as="xs:anyAtomicType?"/>
    <xsl:param name="divisor" as="xs:integer"/>
    <xsl:sequence select="if (exists($value) and ${p}:is-digit-string($value))
      then xs:decimal(${p}:signed-digits-mod($value, $divisor)) else xs:decimal($value) mod $divisor"/>
  </xsl:function>
`;
}
