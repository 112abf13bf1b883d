import { useForm, type SubmissionResult } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/modules/i18n/instance.server";
import { messages } from "~/lib/validation-messages";
import { AddressFields, useAddressLabels, type AddressAutofill, type AddressVariant } from "./address-fields";
import { FieldLabels } from "./forms";

type Address = { street: string; houseNumber: string; postalCode: string; city: string };

/** A form of only the address, as the forms put it together: labels, the error summary, the fields. */
function AddressForm({ autofill, variant = "group", lastResult }: { autofill: AddressAutofill; variant?: AddressVariant; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<Address>({ id: "org", lastResult });
  return (
    <FieldLabels labels={useAddressLabels()} summary={{ form, result: lastResult }}>
      <AddressFields fields={fields} autofill={autofill} variant={variant} />
    </FieldLabels>
  );
}

function render(node: React.ReactNode, language: "nl" | "en" = "nl") {
  return renderToString(<I18nextProvider i18n={i18nFor(language)}>{node}</I18nextProvider>).replaceAll("<!-- -->", "");
}

const inputs = (html: string) =>
  [...html.matchAll(/<input([^>]*)>/g)].map(([, attributes]) => {
    const attribute = (name: string) => attributes!.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    return { name: attribute("name"), id: attribute("id"), autocomplete: attribute("autoComplete"), inputmode: attribute("inputMode"), autocapitalize: attribute("autoCapitalize") };
  });

describe("AddressFields", () => {
  it("renders street, house number, postcode and place under one legend, with the names the forms post and conform's ids", () => {
    const html = render(<AddressForm autofill="off" />);
    expect(html.match(/<legend[^>]*>([^<]*)<\/legend>/)?.[1]).toBe("Adres");
    expect(inputs(html).map(({ name, id }) => ({ name, id }))).toEqual([
      { name: "street", id: "org-street" },
      { name: "houseNumber", id: "org-houseNumber" },
      { name: "postalCode", id: "org-postalCode" },
      { name: "city", id: "org-city" },
    ]);
    for (const label of ["Straat", "Huisnummer", "Postcode", "Plaats"]) expect(html).toMatch(new RegExp(`<label[^>]*>${label} `));
    expect(html).toContain("Bijvoorbeeld 1234 AB");
    expect(render(<AddressForm autofill="off" />, "en")).toMatch(/<label[^>]*>Town or city /);
  });

  it("is boxed and headed as the form's other sections, or a plain group inside one", () => {
    const look = (variant: AddressVariant) => {
      const html = render(<AddressForm autofill="off" variant={variant} />);
      return { fieldset: html.match(/<fieldset class="([^"]*)"/)?.[1], legend: html.match(/<legend class="([^"]*)"/)?.[1] };
    };
    // The organization sign-up and the organization form: a section as their others are.
    expect(look("section")).toEqual({ fieldset: "min-w-0 flex flex-col gap-4 rounded-lg border border-border bg-surface p-4", legend: "px-1 text-lg font-semibold" });
    // The vacancy form: a group inside its section "Plaats en tijd".
    expect(look("group")).toEqual({ fieldset: "min-w-0 flex flex-col gap-4", legend: "mb-2 font-semibold" });
  });

  it("lets the browser fill an organization's own address from one saved address, in a section of its own", () => {
    expect(inputs(render(<AddressForm autofill="organization" />)).map(({ name, autocomplete }) => [name, autocomplete])).toEqual([
      ["street", "section-organization address-line1"],
      ["houseNumber", undefined],
      ["postalCode", "section-organization postal-code"],
      ["city", "section-organization address-level2"],
    ]);
  });

  it("offers no saved address where it is not the user's own", () => {
    for (const input of inputs(render(<AddressForm autofill="off" />))) expect(input.autocomplete, input.name).toBe("off");
  });

  it("types the postcode as capitals and the house number as text (7b), both text fields", () => {
    const [, houseNumber, postalCode] = inputs(render(<AddressForm autofill="off" />));
    expect(houseNumber).toMatchObject({ inputmode: "text" });
    expect(postalCode).toMatchObject({ inputmode: "text", autocapitalize: "characters" });
    expect(render(<AddressForm autofill="off" />).match(/<input[^>]*>/g)!.every((input) => input.includes('type="text"'))).toBe(true);
  });

  it("links the error summary's entries to the fields, in the address's order", () => {
    const lastResult: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { street: "", houseNumber: "7", postalCode: "123", city: "" },
      error: { city: [messages.required], postalCode: [messages.postcode] },
    };
    const html = render(<AddressForm autofill="organization" lastResult={lastResult} />);
    const links = [...html.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({ href, text }));
    expect(links).toEqual([
      { href: "org-postalCode", text: expect.stringMatching(/^Postcode – Vul een geldige postcode in/) },
      { href: "org-city", text: expect.stringMatching(/^Plaats – Dit veld is verplicht/) },
    ]);
    const ids = inputs(html).map((input) => input.id);
    for (const link of links) expect(ids).toContain(link.href);
    expect(html).toMatch(/<input[^>]*id="org-postalCode"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*id="org-postalCode"/);
  });
});
