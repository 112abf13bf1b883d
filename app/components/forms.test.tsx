import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/modules/i18n/instance.server";
import { messages } from "~/lib/validation-messages";
import { CheckboxField, ChoiceGroupField } from "./forms";

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
