import type { DemoCourse } from './types';

// Lesson bodies of teacher courses 1 and 2 (HTML; lessons reuse them as content and htmlContent).

const persuasive1 = `<p>Persuasive writing is one of the most frequently assessed forms in Checkpoint English, yet it is often taught as a checklist of devices. This lesson starts with the bigger picture: persuasion is about moving a particular reader to think or act differently.</p>
<h3>Audience, purpose and form</h3>
<p>Every persuasive task has three anchors. The <strong>audience</strong> decides the tone: a head teacher needs courtesy and reason, while classmates may respond to humour and passion. The <strong>purpose</strong> decides what the reader should do at the end. The <strong>form</strong>, whether a letter, speech, article or leaflet, decides the layout and conventions.</p>
<h3>What learners find difficult</h3>
<ul>
<li>Sustaining a consistent, appropriate tone from start to finish.</li>
<li>Developing each point with explanation rather than listing many thin ideas.</li>
<li>Using devices because they fit, not because they are on a list.</li>
</ul>
<p>By the end of this course you will have a sequence of lessons that moves learners from reading persuasive texts closely to writing their own with confidence and control.</p>`;

const persuasive2 = `<p>Learners cannot write what they have never read. Mentor texts are short, high-quality examples of the form you want learners to produce, and they are the foundation of effective writing teaching.</p>
<h3>Choosing mentor texts</h3>
<p>Look for texts that are short enough to study in one lesson, clearly aimed at an audience and slightly above the level you expect from learners. Newspaper opinion columns, charity appeals and speeches by young activists all work well. Writing your own model, tailored to the task, is often the best option of all.</p>
<h3>Deconstructing the text</h3>
<ol>
<li>Read the text aloud and ask: Who is this for? What does the writer want?</li>
<li>Identify the structure: how does the opening hook the reader, and how does the ending call them to act?</li>
<li>Zoom in on two or three language choices and discuss their effect.</li>
<li>Create a class toolkit from what you find, rather than providing a ready-made list.</li>
</ol>
<p>Because learners build the toolkit themselves, they understand why each feature works and are more likely to use it thoughtfully.</p>`;

const persuasive3 = `<p>Strong persuasive writing depends on strong thinking. Before learners draft, they need to generate, select and organise ideas, and to anticipate objections.</p>
<h3>Generating ideas</h3>
<p>Give pairs three minutes to list every reason they can think of, then ask them to choose the three most convincing for the stated audience. This selection step matters: a reason that convinces a classmate may not convince a parent or a local council.</p>
<h3>Developing each point</h3>
<p>A simple paragraph frame helps learners move beyond assertion. Each body paragraph should make a <strong>point</strong>, support it with <strong>evidence</strong> such as a fact, example or anecdote, <strong>explain</strong> why it matters to the reader and <strong>link</strong> back to the main argument.</p>
<h3>Planning the counter-argument</h3>
<p>Show learners how to acknowledge an opposing view fairly and then answer it. Useful phrases include <em>Some people believe...</em>, <em>While it is true that...</em> and <em>However, this overlooks...</em>. Including a counter-argument signals maturity and usually strengthens the overall case.</p>`;

const persuasive4 = `<p>Live modelling means writing in front of the class while thinking aloud. It makes the invisible decisions of a skilled writer visible, and it is one of the most powerful techniques available to an English teacher.</p>
<h3>How to model well</h3>
<ul>
<li>Write on the board or a visualiser, not on prepared slides, so that learners see drafting as it happens.</li>
<li>Say your thinking aloud: "I want the head teacher to feel I am being reasonable, so I will acknowledge the cost first."</li>
<li>Make deliberate changes. Cross out a weak word and replace it, explaining why.</li>
<li>Invite suggestions and evaluate them openly.</li>
</ul>
<h3>From modelling to independence</h3>
<p>Follow modelling with shared writing, where the class composes a paragraph together, and then guided writing, where learners write the next paragraph with support. This gradual release helps learners take on the thinking you have shown them rather than simply copying your sentences.</p>`;

const persuasive5 = `<p>First drafts are rarely the best a learner can do. This lesson focuses on turning feedback into meaningful redrafting, so that learners improve not only a single piece but their persuasive writing in general.</p>
<h3>Focused feedback</h3>
<p>Limit feedback to one or two targets linked to the success criteria, such as developing explanation or varying sentence openings. Long lists of corrections overwhelm learners and are rarely acted on.</p>
<h3>Structured redrafting</h3>
<ol>
<li>Learners reread their draft against the success criteria and highlight one strength and one weakness.</li>
<li>They rewrite a single paragraph to address the target.</li>
<li>Partners compare the two versions and explain which is more persuasive and why.</li>
</ol>
<p>Keeping before-and-after versions in books gives learners and parents clear evidence of progress over the term.</p>`;

const guided1 = `<p>Guided reading is small-group reading teaching in which the teacher works closely with four to six learners of similar reading ability on a carefully chosen text. While the teacher works with one group, the others complete independent reading tasks.</p>
<h3>Why it is worth the effort</h3>
<ul>
<li>Learners read and discuss a text at their instructional level, which is challenging but manageable.</li>
<li>The teacher can hear individual learners read and diagnose difficulties immediately.</li>
<li>Quieter learners, who rarely speak in whole-class discussion, contribute more in a small group.</li>
</ul>
<h3>Guided reading in Years 5 and 6</h3>
<p>At this stage most learners decode fluently, so sessions focus on comprehension: inference, summarising, questioning the text and discussing the writer's choices. These are exactly the skills assessed in the Primary Checkpoint, making guided reading valuable preparation as well as good teaching.</p>
<p>In this course you will learn how to organise groups, select texts and lead sessions that build deep understanding.</p>`;

const guided2 = `<p>Effective guided reading depends on two decisions made before a session begins: who reads together, and what they read.</p>
<h3>Forming groups</h3>
<p>Use a combination of evidence to form groups: recent reading assessments, notes from hearing learners read and your knowledge of their comprehension in class. Keep groups flexible and review them every half term. A learner who makes rapid progress should move up without waiting for the end of the year.</p>
<h3>Choosing texts</h3>
<ul>
<li>Pick texts that the group can read with about 90 to 95 per cent accuracy, leaving a small amount of challenge.</li>
<li>Vary the genre across the term: stories, poems, play scripts, biographies and information texts.</li>
<li>Choose short texts or extracts that can be read and discussed within a single session.</li>
<li>Include texts that reflect learners' own experiences as well as those that open windows onto unfamiliar worlds.</li>
</ul>
<p>Keep a simple record of the texts each group has read, to ensure balance and avoid repetition.</p>`;

const guided3 = `<p>A guided reading session usually lasts 20 to 30 minutes and follows a predictable structure so that learners know what to expect.</p>
<h3>A typical session</h3>
<ol>
<li><strong>Introduction (3 minutes).</strong> Activate prior knowledge and introduce the text without giving away too much. Pre-teach two or three key words.</li>
<li><strong>Independent reading (8 to 10 minutes).</strong> Each learner reads the section quietly. The teacher listens to one learner at a time, prompting and noting strategies used.</li>
<li><strong>Discussion (10 minutes).</strong> The group returns to the text to discuss a focused question, such as how the writer builds tension, always supporting ideas with evidence.</li>
<li><strong>Review (2 minutes).</strong> Summarise what was learned and set a short follow-up task.</li>
</ol>
<h3>The rest of the class</h3>
<p>Independent tasks for other groups should be meaningful but not require teacher support: reading journals, vocabulary work or response questions on a previous text. Establish these routines firmly in the first weeks so that guided sessions are not interrupted.</p>`;

const guided4 = `<p>The quality of discussion in guided reading depends largely on the questions the teacher asks. Closed questions check recall; open questions build thinking.</p>
<h3>A range of question types</h3>
<ul>
<li><strong>Retrieval:</strong> Where did the family travel to?</li>
<li><strong>Inference:</strong> Why do you think Salma hid the letter?</li>
<li><strong>Vocabulary:</strong> What does the word <em>trudged</em> tell us about how he felt?</li>
<li><strong>Author's choice:</strong> Why might the writer have ended the chapter here?</li>
<li><strong>Personal response:</strong> Would you have made the same decision? Why?</li>
</ul>
<h3>Moving beyond question and answer</h3>
<p>Aim for discussion in which learners respond to each other, not just to the teacher. Use prompts such as "Do you agree with Youssef?" and "Can anyone add to that?" Give thinking time before taking answers and ask learners to point to the evidence in the text. Over time, learners begin to ask these questions of texts themselves.</p>`;

/** Teacher courses 1 and 2 of 8. */
export const demoCoursesPart1: DemoCourse[] = [
  {
    title: 'Teaching Persuasive Writing',
    description:
      'Plan and teach a complete persuasive writing sequence, from reading mentor texts to live modelling and purposeful redrafting. Designed for teachers of Years 5 to 8 following the Cambridge English curriculum.',
    instructor: 'Ms. Rachel Thornton',
    level: 'Intermediate',
    durationInHours: 6,
    rating: 4.7,
    students: 860,
    price: 109.99,
    category: 'Writing',
    lessons: [
      {
        title: 'What Makes Writing Persuasive?',
        description: 'Audience, purpose and form as the foundations of persuasive writing.',
        content: persuasive1,
        htmlContent: persuasive1,
        isPublished: true,
      },
      {
        title: 'Modelling with Mentor Texts',
        description: 'Choosing and deconstructing short persuasive texts so learners build their own toolkit.',
        content: persuasive2,
        isPublished: true,
        htmlContent: `${persuasive2}
<h3>Classroom activity</h3>
<p>Give groups a charity appeal cut into paragraphs. They reassemble it, label the purpose of each paragraph and circle one language choice they would borrow. Groups then share their choices to build the class toolkit.</p>`,
      },
      {
        title: 'Planning Arguments and Counter-arguments',
        description: 'Generating, selecting and developing ideas, and answering the opposing view.',
        content: persuasive3,
        htmlContent: persuasive3,
        isPublished: true,
      },
      {
        title: 'Shared Writing and Live Modelling',
        description: "Making a skilled writer's decisions visible through thinking aloud.",
        content: persuasive4,
        isPublished: true,
        htmlContent: `${persuasive4}
<h3>Classroom activity</h3>
<p>Write the opening of a letter to the school council live, thinking aloud. Pause twice and ask pairs to suggest the next sentence on mini-whiteboards. Choose one suggestion, improve it together and explain why the change makes it more persuasive.</p>`,
      },
      {
        title: 'Feedback and Redrafting Persuasive Pieces',
        description: 'Turning focused feedback into meaningful improvement.',
        content: persuasive5,
        htmlContent: persuasive5,
        isPublished: false,
      },
    ],
  },
  {
    title: 'Guided Reading for Years 5–6',
    description:
      'Set up and run effective guided reading groups that build inference, discussion and deep comprehension in the two years leading to the Primary Checkpoint.',
    instructor: 'Ms. Dina Farouk',
    level: 'Beginner',
    durationInHours: 5,
    rating: 4.6,
    students: 1240,
    price: 89.99,
    category: 'Reading',
    lessons: [
      {
        title: 'Why Guided Reading Works',
        description: 'The purpose and benefits of small-group reading teaching in upper primary.',
        content: guided1,
        htmlContent: guided1,
        isPublished: true,
      },
      {
        title: 'Grouping and Choosing Texts',
        description: 'Forming flexible groups and selecting texts at the right level of challenge.',
        content: guided2,
        isPublished: true,
        htmlContent: `${guided2}
<h3>Classroom activity</h3>
<p>Listen to three learners read the same one-page extract and note their accuracy and one comprehension answer each. Use the notes to decide whether the extract is at the right level for their group, then adjust your text choice for next week.</p>`,
      },
      {
        title: 'Running a Guided Reading Session',
        description: 'A practical structure for a 20 to 30 minute session and the tasks for the rest of the class.',
        content: guided3,
        htmlContent: guided3,
        isPublished: true,
      },
      {
        title: 'Questioning for Deeper Comprehension',
        description: 'Using a range of questions to move from recall to real discussion.',
        content: guided4,
        htmlContent: guided4,
        isPublished: false,
      },
    ],
  },
];
