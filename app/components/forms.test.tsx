import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/modules/i18n/instance.server";
import { messages } from "~/lib/validation-messages";
import { CheckboxField, ChoiceGroupField, Field, FieldLabels, FormErrors } from "./forms";

function render(node: React.ReactNode) {
  return renderToString(<I18nextProvider i18n={i18nFor("nl")}>{node}</I18nextProvider>).replaceAll("<!-- -->", "");
}

/** Every id an aria-describedby in the markup names, and whether an element has it. */
function describedByTargets(html: string) {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  return [...html.matchAll(/aria-describedby="([^"]+)"/g)].flatMap((match) => match[1]!.split(" ")).map((id) => ({ id, present: ids.has(id) }));
}

describe("ChoiceGroupField", () => {
  it("ties its errors to the group, and no option to an error element that is not on the page", () => {
    // As conform's getCollectionProps gives them after a failed post: aria-describedby is conform's error id, which
    // no element of this field has (its error list has an id of its own).
    const options = ["Zeer tevreden", "Tevreden"].map((value) => ({
      name: "satisfaction",
      value,
      label: value,
      type: "radio",
      required: true,
      "aria-describedby": "form-satisfaction-error",
    }));
    const html = render(<ChoiceGroupField label="Hoe tevreden ben je?" errors={[messages.required]} required options={options} />);

    expect(html).toMatch(/<fieldset[^>]*aria-describedby="[^"]+-error"/);
    expect(html).toContain("Dit veld is verplicht");
    expect(describedByTargets(html)).toEqual([{ id: expect.stringMatching(/-error$/), present: true }]);
    for (const input of html.match(/<input[^>]*>/g)!) expect(input).toContain('aria-invalid="true"');
  });
});

describe("check box errors' room", () => {
  // The room of one error line is there with and without an error, with the error list inside it when there is one.
  const room = /<div class="min-h-6" data-error-room="">(.*?)<\/div>/;

  it("CheckboxField keeps it for a box that must be ticked, empty while there is no error", () => {
    const props = { name: "acceptTerms", type: "checkbox", required: true };
    expect(render(<CheckboxField label="Akkoord" inputProps={props} />).match(room)?.[1]).toBe("");
    expect(render(<CheckboxField label="Akkoord" errors={[messages.required]} inputProps={props} />).match(room)?.[1]).toMatch(/^<ul id="[^"]+-error"[^>]*><li>Dit veld is verplicht<\/li><\/ul>$/);
  });

  it("an optional box (a switch in a list) keeps no room, and still shows an error it gets", () => {
    const props = { name: "showAnbiLogo", type: "checkbox" };
    expect(render(<CheckboxField label="ANBI-logo" inputProps={props} />)).not.toMatch(room);
    expect(render(<CheckboxField label="ANBI-logo" errors={[messages.required]} inputProps={props} />)).toContain("Dit veld is verplicht");
  });

  it("ChoiceGroupField keeps it too", () => {
    const options = [{ name: "days", value: "1", label: "Maandag", type: "checkbox" }];
    expect(render(<ChoiceGroupField label="Dagen" options={options} />).match(room)?.[1]).toBe("");
    expect(render(<ChoiceGroupField label="Dagen" errors={[messages.required]} options={options} />).match(room)?.[1]).toContain("Dit veld is verplicht");
  });
});

describe("FormErrors' error summary (decision 062)", () => {
  const labels = { name: "Naam", email: "E-mailadres", message: "Bericht" };
  const result = { status: "error", error: { message: [messages.required], "": ["Te veel berichten"], name: [messages.required], email: null } };

  it("lists the fields of the post in error in the form's order, linked to their ids, with the form's own errors", () => {
    const html = render(<FieldLabels labels={labels}><FormErrors id="f-error" errors={["Te veel berichten"]} summary={{ formId: "f", result }} /></FieldLabels>);
    expect(html).toContain("Het formulier is niet verstuurd: 2 velden vragen aandacht");
    expect(html).toContain("Te veel berichten");
    expect([...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual([
      "#f-name Naam – Dit veld is verplicht",
      "#f-message Bericht – Dit veld is verplicht",
    ]);
  });

  it("says one field in the singular, and is the former box for a form of one field or without field errors", () => {
    expect(render(<FieldLabels labels={labels}><FormErrors summary={{ formId: "f", result: { status: "error", error: { email: [messages.required] } } }} /></FieldLabels>)).toContain(
      "Het formulier is niet verstuurd: 1 veld vraagt aandacht",
    );
    const single = render(<FieldLabels labels={{ email: "E-mailadres" }}><FormErrors errors={[]} summary={{ formId: "f", result: { status: "error", error: { email: [messages.required] } } }} /></FieldLabels>);
    expect(single).toBe("");
    const formOnly = render(<FieldLabels labels={labels}><FormErrors errors={["Te veel berichten"]} summary={{ formId: "f", result: { status: "error", error: { "": ["Te veel berichten"] } } }} /></FieldLabels>);
    expect(formOnly).toContain("Het formulier bevat fouten");
    expect(formOnly).not.toContain("<a ");
    expect(render(<FieldLabels labels={labels}><FormErrors summary={{ formId: "f", result: null }} /></FieldLabels>)).toBe("");
  });

  it("folds a group's item errors (`tags[0]`, `tags[1]`) into the group's one entry, linked to the group's id", () => {
    const result = { status: "error", error: { "tags[0]": [messages.invalid], "tags[1]": [messages.invalid], name: [messages.required] } };
    const html = render(<FieldLabels labels={{ name: "Naam", tags: "Kenmerken" }}><FormErrors summary={{ formId: "f", result }} /></FieldLabels>);
    expect(html).toContain("Het formulier is niet verstuurd: 2 velden vragen aandacht");
    expect([...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual([
      "#f-name Naam – Dit veld is verplicht",
      "#f-tags Kenmerken – Dit veld is niet geldig",
    ]);
  });
});

describe("FieldLabels: a form's labels written once", () => {
  it("a field without a label of its own takes its form's by its name, and the summary above it, rendered first, has it too", () => {
    const result = { status: "error", error: { name: [messages.required], email: [messages.required] } };
    const html = render(
      <FieldLabels labels={{ name: "Naam", email: "E-mailadres" }} summary={{ form: { id: "f", errorId: "f-error" }, result }}>
        <Field errors={[messages.required]} inputProps={{ id: "f-name", name: "name" }} />
        <Field label="Eigen label" errors={[messages.required]} inputProps={{ id: "f-email", name: "email" }} />
      </FieldLabels>,
    );
    expect([...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual([
      "#f-name Naam – Dit veld is verplicht",
      "#f-email E-mailadres – Dit veld is verplicht",
    ]);
    expect(html).toMatch(/<label for="f-name"[^>]*>Naam /);
    expect(html).toMatch(/<label for="f-email"[^>]*>Eigen label /);
  });

  it("with the form given, renders the form's own errors with the summary, in its error element, before the fields", () => {
    const result = { status: "error", error: { "": ["Te veel berichten"], name: [messages.required], email: [messages.required] } };
    const html = render(
      <FieldLabels labels={{ name: "Naam", email: "E-mailadres" }} summary={{ form: { id: "f", errorId: "f-error", errors: ["Te veel berichten"] }, result }}>
        <Field inputProps={{ id: "f-name", name: "name" }} />
      </FieldLabels>,
    );
    expect(html).toMatch(/^<div role="alert" id="f-error"[^>]*data-error-summary=""/);
    expect(html.indexOf("Te veel berichten")).toBeLessThan(html.indexOf('<label for="f-name"'));
    expect(html).toContain("Het formulier is niet verstuurd: 2 velden vragen aandacht");
    expect(render(<FieldLabels labels={{ name: "Naam" }} summary={{ form: { id: "f", errorId: "f-error" }, result: null }}><span>x</span></FieldLabels>)).toBe("<span>x</span>");
  });

  it("the box of a refused post has the autofocus attribute in the server's HTML, out of the Tab order (decision 080)", () => {
    const summary = render(<FieldLabels labels={{ name: "Naam", email: "E-mailadres" }} summary={{ form: { id: "f", errorId: "f-error" }, result: { status: "error", error: { name: [messages.required], email: [messages.required] } } }}><span /></FieldLabels>);
    expect(summary).toMatch(/^<div role="alert" id="f-error" tabindex="-1" autofocus=""/);
    expect(render(<FormErrors errors={["Te veel berichten"]} />)).toMatch(/^<div role="alert" tabindex="-1" autofocus=""/);
  });

  it("a one-field form's refused post: its field has the autofocus attribute, the only one on the page (decision 081)", () => {
    const form = { id: "f", errorId: "f-error" };
    const refused = { status: "error", error: { email: [messages.email] } };
    const one = render(<FieldLabels labels={{ email: "E-mailadres" }} summary={{ form, result: refused }}><Field inputProps={{ name: "email", id: "f-email" }} errors={[messages.email]} /></FieldLabels>);
    expect(one.match(/autofocus=""/g)).toHaveLength(1);
    expect(one).toMatch(/<input id="f-email" aria-invalid="true" aria-describedby="f-email-error" autofocus=""/);
    const days = [1, 2].map((day) => ({ name: "digestDays", type: "checkbox", value: String(day), label: String(day) }));
    const group = render(<FieldLabels labels={{ digestDays: "Dagen" }} summary={{ form, result: { status: "error", error: { "digestDays[0]": [messages.invalid] } } }}><ChoiceGroupField errors={[messages.invalid]} options={days} /></FieldLabels>);
    expect(group.match(/<input[^>]*>/g)?.map((input) => input.includes('autofocus=""'))).toEqual([true, false]);
    // Two fields: the summary has the focus, no field. A form-level error: its box has it. No post yet: nothing.
    const two = render(<FieldLabels labels={{ name: "Naam", email: "E-mailadres" }} summary={{ form, result: { status: "error", error: { email: [messages.email] } } }}><Field inputProps={{ name: "email" }} errors={[messages.email]} /></FieldLabels>);
    expect(two.match(/autofocus=""/g)).toHaveLength(1);
    expect(two).toMatch(/^<div role="alert" id="f-error" tabindex="-1" autofocus=""/);
    const boxed = render(<FieldLabels labels={{ email: "E-mailadres" }} summary={{ form: { ...form, errors: ["Te veel berichten"] }, result: refused }}><Field inputProps={{ name: "email" }} errors={[messages.email]} /></FieldLabels>);
    expect(boxed.match(/autofocus=""/g)).toHaveLength(1);
    expect(boxed).toMatch(/^<div role="alert" id="f-error" tabindex="-1" autofocus=""/);
    expect(render(<FieldLabels labels={{ email: "E-mailadres" }} summary={{ form, result: null }}><Field inputProps={{ name: "email" }} /></FieldLabels>)).not.toContain("autofocus");
  });

  it("a field with no label at all is an error, not a nameless field", () => {
    expect(() => render(<Field inputProps={{ name: "name" }} />)).toThrow(/"name" has no label/);
  });
});
